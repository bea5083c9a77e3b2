export { ArticleLayout, type ArticleLayoutProps, type RelatedArticle } from './ArticleLayout.tsx';
