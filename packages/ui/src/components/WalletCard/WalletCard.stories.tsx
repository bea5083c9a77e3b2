import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { usdtCurrency, venueWalletsFixture, yuanCurrency } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { type VenueWallet, WalletCard, type WalletCardProps, walletCardStates } from './WalletCard.tsx';

const transferStepMinor = 10_000;
const settleMs = 50;

/** A wallet that behaves like the app's: requests take a moment, venues show pending meanwhile. */
function LiveWallet(props: WalletCardProps) {
  const [central, setCentral] = useState(props.centralBalanceMinor ?? 0);
  const [venues, setVenues] = useState<readonly VenueWallet[]>(props.venues);
  const [refreshing, setRefreshing] = useState(false);
  const [recallingAll, setRecallingAll] = useState(false);
  const updateVenue = (code: string, change: (venue: VenueWallet) => VenueWallet) =>
    setVenues((current) => current.map((venue) => (venue.code === code ? change(venue) : venue)));
  const transfer = (venue: VenueWallet, toVenue: boolean) => {
    updateVenue(venue.code, (each) => ({ ...each, state: 'pending' }));
    setTimeout(() => {
      const amount = toVenue ? Math.min(transferStepMinor, central) : (venue.balanceMinor ?? 0);
      setCentral((value) => value + (toVenue ? -amount : amount));
      updateVenue(venue.code, (each) => ({
        ...each,
        state: 'ready',
        balanceMinor: (each.balanceMinor ?? 0) + (toVenue ? amount : -amount),
      }));
    }, settleMs);
  };
  return (
    <WalletCard
      {...props}
      centralBalanceMinor={central}
      venues={venues}
      refreshing={refreshing}
      recallingAll={recallingAll}
      onRefresh={() => {
        props.onRefresh();
        setRefreshing(true);
        setTimeout(() => setRefreshing(false), settleMs);
      }}
      onTransferIn={(venue) => {
        props.onTransferIn(venue);
        transfer(venue, true);
      }}
      onTransferOut={(venue) => {
        props.onTransferOut(venue);
        transfer(venue, false);
      }}
      onRecallAll={() => {
        props.onRecallAll();
        setRecallingAll(true);
        setTimeout(() => {
          const recalled = venues.reduce(
            (total, venue) => total + (venue.state === 'ready' ? (venue.balanceMinor ?? 0) : 0),
            0,
          );
          setCentral((value) => value + recalled);
          setVenues((current) =>
            current.map((venue) => (venue.state === 'ready' ? { ...venue, balanceMinor: 0 } : venue)),
          );
          setRecallingAll(false);
        }, settleMs);
      }}
    />
  );
}

const meta = {
  title: 'Money/WalletCard',
  component: WalletCard,
  globals: { locale: 'zh-CN' },
  args: {
    centralBalanceMinor: 123_456,
    currency: yuanCurrency,
    venues: venueWalletsFixture,
    onRefresh: fn(),
    onTransferIn: fn(),
    onTransferOut: fn(),
    onRecallAll: fn(),
    onRetry: fn(),
    state: 'ready',
  },
  argTypes: { state: { control: 'inline-radio', options: walletCardStates } },
  render: (args) => <LiveWallet {...args} />,
} satisfies Meta<typeof WalletCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '刷新余额' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: '刷新余额' })).toBeEnabled());
    await expect(canvas.getByText('1,234.56')).toBeVisible();
    releaseFocus(canvasElement);
  },
};

export const TransferInAndOut: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '转入沙巴体育' }));
    await expect(args.onTransferIn).toHaveBeenCalledWith(venueWalletsFixture[1]);
    // Pending: the venue says so and cannot be moved again until it settles.
    await expect(canvas.getByText('转账处理中')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '转入沙巴体育' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: '从沙巴体育转出' })).toBeEnabled());
    await expect(canvas.getByText('1,134.56')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '从沙巴体育转出' }));
    await expect(args.onTransferOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByText('1,234.56')).toBeVisible());
    releaseFocus(canvasElement);
  },
};

export const RecallAll: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '一键回收' }));
    await expect(args.onRecallAll).toHaveBeenCalledOnce();
    // 1,234.56 + 120.00 + 35.50 back in the central wallet; the venue under maintenance keeps its funds.
    await waitFor(() => expect(canvas.getByText('1,390.06')).toBeVisible());
    await expect(canvas.getByRole('button', { name: '一键回收' })).toBeDisabled();
    releaseFocus(canvasElement);
  },
};

export const PendingTransfer: Story = {
  render: (args) => <WalletCard {...args} />,
  args: {
    venues: venueWalletsFixture.map((venue, index) => (index === 0 ? { ...venue, state: 'pending' } : venue)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '一键回收' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '转入AG 真人' })).toBeDisabled();
  },
};

export const Refreshing: Story = { render: (args) => <WalletCard {...args} />, args: { refreshing: true } };

export const Loading: Story = { render: (args) => <WalletCard {...args} />, args: { state: 'loading' } };

export const ErrorWithRetry: Story = {
  render: (args) => <WalletCard {...args} />,
  args: { state: 'error' },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '请再试一次' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    releaseFocus(canvasElement);
  },
};

export const NoVenues: Story = { render: (args) => <WalletCard {...args} />, args: { venues: [] } };

export const SiteCurrencyIconWithExchange: Story = {
  render: (args) => <WalletCard {...args} />,
  args: { currency: usdtCurrency, onExchange: fn() },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '兑换' }));
    await expect(args.onExchange).toHaveBeenCalledOnce();
    releaseFocus(canvasElement);
  },
};

export const LongContent: Story = {
  render: (args) => <WalletCard {...args} />,
  args: {
    centralBalanceMinor: 98_765_432_109_87,
    venues: [
      ...venueWalletsFixture,
      {
        code: 'long',
        name: 'BBIN 视讯旗舰厅至尊百家乐国际版',
        balanceMinor: 1_234_567_890_12,
        state: 'ready',
      },
      { code: 'err', name: 'JDB 捕鱼', balanceMinor: null, state: 'error' },
    ],
  },
  // Every site's display size (betwin's is the largest): a ten-billion balance stays inside the card.
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '中心钱包' }).getBoundingClientRect();
    const balance = canvas.getByText('98,765,432,109.87').getBoundingClientRect();
    await expect(balance.right).toBeLessThanOrEqual(card.right);
    await expect(balance.left).toBeGreaterThanOrEqual(card.left);
  },
};

/**
 * The home's compact summary: the central balance, refresh and recall all, deposit and withdraw (on a home whose
 * quick actions do not offer them), and one row to the venue balances on the wallet page: no venue rows here.
 */
export const HomeSummary: Story = {
  args: { venueList: 'folded', onOpenVenueWallets: fn(), onDeposit: fn(), onWithdraw: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: /转入/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '存款' }));
    await expect(args.onDeposit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '提款' }));
    await expect(args.onWithdraw).toHaveBeenCalled();
    // The row says what the venues hold together (120.00 + 35.50; the venue under maintenance did not answer).
    const venuesRow = canvas.getByRole('button', { name: /场馆钱包/ });
    await expect(venuesRow).toHaveTextContent('155.50');
    await userEvent.click(venuesRow);
    await expect(args.onOpenVenueWallets).toHaveBeenCalled();
  },
};

/** The home's card with a ten-billion balance: it shrinks to the card, never past its edge. */
export const LongContentHomeSummary: Story = {
  args: { ...LongContent.args, ...HomeSummary.args },
  play: LongContent.play,
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    venues: venueWalletsFixture.map((venue, index) => ({
      ...venue,
      name: ['AG Live', 'SABA Sports', 'PG Slots', 'KY Cards'][index] ?? venue.name,
    })),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer in to AG Live' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Transfer out of AG Live' })).toBeEnabled(),
    );
    releaseFocus(canvasElement);
  },
};
