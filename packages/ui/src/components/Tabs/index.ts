export { type TabItem, Tabs, type TabsAppearance, type TabsProps, tabsAppearances } from './Tabs.tsx';
