export { MoneyDisplay, type MoneyDisplayProps, moneySizes, moneyTones } from './MoneyDisplay.tsx';
export { formatMoneyAmount, type MoneyAmount } from './moneyAmount.ts';
