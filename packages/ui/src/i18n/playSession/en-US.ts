import type { PlaySessionStrings } from '../playSessionStrings.ts';

export default {
  sessionBar: { label: 'This session', played: 'Played', netResult: 'Net' },
  realityCheck: {
    title: 'Reality check',
    message: (playTime) => `You have been playing for ${playTime} this session.`,
    playTime: 'Time played',
    netResult: 'Net result',
    continue: 'Continue playing',
    leave: 'Leave game',
  },
} satisfies PlaySessionStrings;
