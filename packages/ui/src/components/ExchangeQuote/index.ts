export { ExchangeQuote, type ExchangeQuoteProps, type ExchangeSide } from './ExchangeQuote.tsx';
