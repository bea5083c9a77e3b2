import type { PlaySessionStrings } from '../playSessionStrings.ts';

export default {
  sessionBar: { label: '本次遊戲', played: '已玩', netResult: '輸贏' },
  realityCheck: {
    title: '遊戲時間提醒',
    message: (playTime) => `您本次已連續遊戲 ${playTime}。`,
    playTime: '本次遊戲時長',
    netResult: '本次輸贏',
    continue: '繼續遊戲',
    leave: '離開遊戲',
  },
} satisfies PlaySessionStrings;
