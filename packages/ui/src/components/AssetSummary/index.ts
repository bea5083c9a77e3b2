export { type AssetLine, AssetSummary, type AssetSummaryProps, assetSummaryStates } from './AssetSummary.tsx';
