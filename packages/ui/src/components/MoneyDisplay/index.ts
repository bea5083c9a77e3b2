export { MoneyDisplay, type MoneyDisplayProps, moneySizes, moneyTones } from './MoneyDisplay';
export { formatMoneyAmount, type MoneyAmount } from './moneyAmount';
