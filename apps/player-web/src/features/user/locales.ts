import type { Namespace } from '@/locales/translation';

const en = {
  title: 'Settings',
  id: 'Player ID',
  myInviteCode: 'My invite code',
  vipLevel: 'VIP level',
  vipName: 'VIP {{level}}',
  phone: 'Phone',
  avatar: {
    current: 'Your avatar',
    change: 'Change avatar',
    rule: 'JPEG or PNG, up to 5 MB; cropped to a square.',
    tooLarge: 'The file may not exceed 5MB',
    notImage: 'Please choose an image',
    cropTitle: 'Crop your avatar',
    zoom: 'Zoom',
    save: 'Use this avatar',
  },
  name: { label: 'Nickname', required: 'Please enter a nickname' },
  steamUrl: {
    label: 'Steam trade URL',
    placeholder: 'https://steamcommunity.com/tradeoffer/new/?partner=…&token=…',
  },
  inviter: {
    label: 'Inviter',
    none: 'None',
    code: "Inviter's invite code",
    bind: 'Bind inviter',
    required: 'Please enter an invite code',
  },
  bindPhone: {
    open: 'Bind phone',
    title: 'Bind a phone',
    required: 'Please enter phone and verification code',
    submit: 'Bind',
    why: 'Your account has no phone number yet. Bind one to top up and to extract items.',
  },
  steam: {
    label: 'Steam account',
    bind: 'Bind Steam',
    bindHint: 'Sign in to Steam as the account your trade URL sends items to.',
  },
  password: {
    open: 'Change password',
    title: 'Change password',
    sendTo: 'The code is sent to {{phone}}.',
    submit: 'Change password',
  },
};

export const user: Namespace<typeof en> = {
  en,
  zh: {
    title: '个人设置',
    id: '玩家ID',
    myInviteCode: '我的邀请码',
    vipLevel: 'VIP等级',
    vipName: 'VIP {{level}}',
    phone: '手机号',
    avatar: {
      current: '您的头像',
      change: '更换头像',
      rule: 'JPEG 或 PNG，不超过 5MB；裁剪为正方形。',
      tooLarge: '上传文件大小不能超过 5MB',
      notImage: '请选择图片',
      cropTitle: '裁剪头像',
      zoom: '缩放',
      save: '使用此头像',
    },
    name: { label: '昵称', required: '请输入昵称' },
    steamUrl: {
      label: 'Steam 交易链接',
      placeholder: 'https://steamcommunity.com/tradeoffer/new/?partner=…&token=…',
    },
    inviter: {
      label: '邀请人',
      none: '无',
      code: '邀请人的邀请码',
      bind: '绑定邀请人',
      required: '请输入邀请码',
    },
    bindPhone: {
      open: '绑定手机',
      title: '绑定手机',
      required: '请输入手机号和验证码',
      submit: '绑定',
      why: '你的账号尚未绑定手机号。绑定后才能充值和提取饰品。',
    },
    steam: {
      label: 'Steam 账号',
      bind: '绑定 Steam',
      bindHint: '请登录交易链接所属的 Steam 账号进行绑定。',
    },
    password: {
      open: '修改密码',
      title: '修改密码',
      sendTo: '验证码将发送至 {{phone}}。',
      submit: '修改密码',
    },
  },
};
