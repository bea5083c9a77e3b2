import type { PlaySessionStrings } from '../playSessionStrings.ts';

export default {
  sessionBar: { label: '本次游戏', played: '已玩', netResult: '输赢' },
  realityCheck: {
    title: '游戏时间提醒',
    message: (playTime) => `您本次已连续游戏 ${playTime}。`,
    playTime: '本次游戏时长',
    netResult: '本次输赢',
    continue: '继续游戏',
    leave: '离开游戏',
  },
} satisfies PlaySessionStrings;
