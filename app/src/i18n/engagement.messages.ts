import type { ComponentMessages } from '@platform/ui';

type VipText = {
  levelsLabel: string;
  reachLevel: (level: string) => string;
  depositTotal: string;
  turnoverTotal: string;
  privilegesOf: (level: string) => string;
  noPrivileges: string;
  yourLevel: string;
  progressTitle: (level: string) => string;
  topLevelReached: string;
  myPrivileges: string;
  allLevels: string;
  myProgress: string;
};

type TaskText = {
  groupsLabel: string;
  noGroups: string;
  noTasks: string;
  claimAll: string;
  claimingAll: string;
  claimed: (count: number) => string;
  records: string;
  recordsList: string;
  taskCentre: string;
  activityTitle: (points: number) => string;
  tierTitle: (points: number) => string;
};

type AgentText = {
  sectionsLabel: string;
  inviteTab: string;
  joinUsTab: string;
  statsTitle: string;
  invitedCount: string;
  commissionRate: string;
  notAgentYet: string;
  inviteesTitle: string;
  noInvitees: string;
  joinUsTitle: string;
  joinUsIntro: string;
  joinUsBenefits: readonly string[];
  joinUsStepsTitle: string;
  joinUsSteps: readonly string[];
  contactUs: string;
  sponsorLink: string;
};

type EngagementText = { vip: VipText; tasks: TaskText; agent: AgentText; sponsorNotFound: string };

/** The VIP, task centre, agent and sponsor pages (issue 11). */
export const engagementMessages = {
  'zh-CN': {
    vip: {
      levelsLabel: 'VIP等级',
      reachLevel: (level) => `升级至 ${level} 的条件`,
      depositTotal: '累计存款',
      turnoverTotal: '累计流水',
      privilegesOf: (level) => `${level} 特权`,
      noPrivileges: '该等级暂无特权',
      yourLevel: '当前等级',
      progressTitle: (level) => `升级至 ${level}：存款和流水都达标即可升级`,
      topLevelReached: '您已达到最高等级，尊享全部特权',
      myPrivileges: '我的特权',
      allLevels: '查看全部等级特权',
      myProgress: '我的升级进度',
    },
    tasks: {
      groupsLabel: '任务分类',
      noGroups: '暂无任务，请稍后再来',
      noTasks: '该分类暂无任务',
      claimAll: '一键领取',
      claimingAll: '领取中…',
      claimed: (count) => `领取成功，共 ${count} 项奖励已到账`,
      records: '任务记录',
      recordsList: '任务记录',
      taskCentre: '任务中心：去完成任务领奖励',
      activityTitle: (points) => `今日活跃度 ${points}`,
      tierTitle: (points) => `活跃度达到 ${points}`,
    },
    agent: {
      sectionsLabel: '代理中心',
      inviteTab: '邀请推广',
      joinUsTab: '加入我们',
      statsTitle: '代理数据',
      invitedCount: '已邀请人数',
      commissionRate: '佣金比例',
      notAgentYet: '第一位好友通过您的邀请码注册后，您即成为代理，可在此查看代理数据。',
      inviteesTitle: '最近邀请的好友',
      noInvitees: '还没有好友通过您的邀请注册',
      joinUsTitle: '诚邀您成为合作代理',
      joinUsIntro: '分享您的专属邀请链接，好友注册并参与游戏后，您即可按比例获得佣金，无需任何加盟费用。',
      joinUsBenefits: [
        '好友每笔有效投注均为您带来佣金，长期有效',
        '专属邀请码与二维码，随时随地分享',
        '实时查看邀请人数与最近加入的好友',
      ],
      joinUsStepsTitle: '如何加入',
      joinUsSteps: [
        '在“邀请推广”中复制您的邀请链接或保存二维码',
        '将链接分享给好友，好友通过链接完成注册',
        '好友注册后您即成为代理，佣金自动结算',
      ],
      contactUs: '咨询客服',
      sponsorLink: '了解我们的赞助与合作',
    },
    sponsorNotFound: '赞助内容暂未发布，请稍后再来',
  },
  'zh-HK': {
    vip: {
      levelsLabel: 'VIP等級',
      reachLevel: (level) => `升級至 ${level} 的條件`,
      depositTotal: '累計存款',
      turnoverTotal: '累計流水',
      privilegesOf: (level) => `${level} 特權`,
      noPrivileges: '該等級暫無特權',
      yourLevel: '當前等級',
      progressTitle: (level) => `升級至 ${level}：存款和流水都達標即可升級`,
      topLevelReached: '您已達到最高等級，尊享全部特權',
      myPrivileges: '我的特權',
      allLevels: '查看全部等級特權',
      myProgress: '我的升級進度',
    },
    tasks: {
      groupsLabel: '任務分類',
      noGroups: '暫無任務，請稍後再來',
      noTasks: '該分類暫無任務',
      claimAll: '一鍵領取',
      claimingAll: '領取中…',
      claimed: (count) => `領取成功，共 ${count} 項獎勵已到賬`,
      records: '任務記錄',
      recordsList: '任務記錄',
      taskCentre: '任務中心：去完成任務領獎勵',
      activityTitle: (points) => `今日活躍度 ${points}`,
      tierTitle: (points) => `活躍度達到 ${points}`,
    },
    agent: {
      sectionsLabel: '代理中心',
      inviteTab: '邀請推廣',
      joinUsTab: '加入我們',
      statsTitle: '代理數據',
      invitedCount: '已邀請人數',
      commissionRate: '佣金比例',
      notAgentYet: '第一位好友透過您的邀請碼註冊後，您即成為代理，可在此查看代理數據。',
      inviteesTitle: '最近邀請的好友',
      noInvitees: '還沒有好友透過您的邀請註冊',
      joinUsTitle: '誠邀您成為合作代理',
      joinUsIntro: '分享您的專屬邀請連結，好友註冊並參與遊戲後，您即可按比例獲得佣金，無需任何加盟費用。',
      joinUsBenefits: [
        '好友每筆有效投注均為您帶來佣金，長期有效',
        '專屬邀請碼與二維碼，隨時隨地分享',
        '即時查看邀請人數與最近加入的好友',
      ],
      joinUsStepsTitle: '如何加入',
      joinUsSteps: [
        '在「邀請推廣」中複製您的邀請連結或儲存二維碼',
        '將連結分享給好友，好友透過連結完成註冊',
        '好友註冊後您即成為代理，佣金自動結算',
      ],
      contactUs: '諮詢客服',
      sponsorLink: '了解我們的贊助與合作',
    },
    sponsorNotFound: '贊助內容暫未發佈，請稍後再來',
  },
  'en-US': {
    vip: {
      levelsLabel: 'VIP levels',
      reachLevel: (level) => `To reach ${level}`,
      depositTotal: 'Total deposits',
      turnoverTotal: 'Total turnover',
      privilegesOf: (level) => `${level} privileges`,
      noPrivileges: 'This level has no privileges yet',
      yourLevel: 'Your level',
      progressTitle: (level) => `To reach ${level}, meet both the deposit and the turnover target`,
      topLevelReached: 'You have reached the top level and enjoy every privilege',
      myPrivileges: 'My privileges',
      allLevels: 'Privileges of every level',
      myProgress: 'My progress',
    },
    tasks: {
      groupsLabel: 'Task groups',
      noGroups: 'No tasks right now, please come back later',
      noTasks: 'No tasks in this group',
      claimAll: 'Claim all',
      claimingAll: 'Claiming…',
      claimed: (count) => `Claimed successfully: ${count} ${count === 1 ? 'reward' : 'rewards'} credited`,
      records: 'Task records',
      recordsList: 'Task records',
      taskCentre: 'Task centre: complete tasks, claim rewards',
      activityTitle: (points) => `Today's activity points: ${points}`,
      tierTitle: (points) => `Reach ${points} activity points`,
    },
    agent: {
      sectionsLabel: 'Agent centre',
      inviteTab: 'Invite',
      joinUsTab: 'Join us',
      statsTitle: 'Agent statistics',
      invitedCount: 'Friends invited',
      commissionRate: 'Commission rate',
      notAgentYet:
        'You become an agent when the first friend signs up with your invite code; your agent statistics then show here.',
      inviteesTitle: 'Recently invited friends',
      noInvitees: 'No friend has signed up with your invite yet',
      joinUsTitle: 'Become our partner agent',
      joinUsIntro:
        'Share your own invite link: when friends sign up and play, you earn a commission on their play. There is no fee to join.',
      joinUsBenefits: [
        'A commission on every valid bet your friends place, for as long as they play',
        'Your own invite code and QR code to share anywhere',
        'Your invitee count and newest friends, live',
      ],
      joinUsStepsTitle: 'How to join',
      joinUsSteps: [
        'Copy your invite link or save the QR code under “Invite”',
        'Share the link with friends; they sign up through it',
        'Once a friend has signed up you are an agent, and commission settles automatically',
      ],
      contactUs: 'Ask customer service',
      sponsorLink: 'Our sponsorships and partnerships',
    },
    sponsorNotFound: 'The sponsorship page is not published yet, please come back later',
  },
} satisfies ComponentMessages<EngagementText>;
