import type { ComponentMessages } from '../../i18n/index.ts';

export type TaskCardText = {
  reward: string;
  progress: string;
  claim: string;
  claiming: string;
  claimed: string;
  expired: string;
  inProgress: string;
  claimFailed: string;
};

export const taskCardMessages: ComponentMessages<TaskCardText> = {
  'zh-CN': {
    reward: '奖励',
    progress: '任务进度',
    claim: '领取',
    claiming: '领取中…',
    claimed: '已领取',
    expired: '已过期',
    inProgress: '进行中',
    claimFailed: '领取失败，请重试',
  },
  'zh-HK': {
    reward: '獎勵',
    progress: '任務進度',
    claim: '領取',
    claiming: '領取中…',
    claimed: '已領取',
    expired: '已過期',
    inProgress: '進行中',
    claimFailed: '領取失敗，請重試',
  },
  'en-US': {
    reward: 'Reward',
    progress: 'Task progress',
    claim: 'Claim',
    claiming: 'Claiming…',
    claimed: 'Claimed',
    expired: 'Expired',
    inProgress: 'In progress',
    claimFailed: 'Claim failed, please try again',
  },
};
