import type { Namespace } from '@/locales/translation';

const en = {
  title: { login: 'Log in', register: 'Register', forgot: 'Reset password' },
  form: {
    code: 'Verification code',
    password: 'Password',
    newPassword: 'New password',
    inviteCode: 'Invite code (optional)',
    agree:
      'I have read and agree to the <agreement>User agreement</agreement> and the <privacy>Privacy terms</privacy>',
    adult: 'I am {{age}} or older',
  },
  submit: { login: 'Log in', register: 'Register', forgot: 'Reset password' },
  switch: {
    withCode: 'Log in with an SMS code',
    withPassword: 'Log in with a password',
    forgot: 'Forgot password?',
    toRegister: 'No account? Register',
    toLogin: 'Have an account? Log in',
  },
  validation: {
    mobileRequired: 'Please enter your phone number',
    mobileInvalid: 'This is not a valid phone number (+86: 11 digits starting with 1)',
    codeRequired: 'Please enter the verification code',
    passwordLength: 'Please enter a password of 6 to 32 characters',
    agreementRequired: 'Please read and accept the user agreement and privacy terms',
    adultRequired: 'You must be {{age}} or older',
  },
  steam: {
    or: 'or',
    signIn: 'Sign in with Steam',
    signingIn: 'Signing in with Steam',
    binding: 'Binding your Steam account',
    newAccount: 'Welcome! This Steam account is new here: accept the terms to create your Lootledger account.',
    continue: 'Create account and sign in',
    failed: 'The Steam sign-in did not work. Please try again.',
    backHome: 'Back to home',
    backToSettings: 'Back to settings',
  },
};

export const auth: Namespace<typeof en> = {
  en,
  zh: {
    title: { login: '登录', register: '注册', forgot: '找回密码' },
    form: {
      code: '验证码',
      password: '密码',
      newPassword: '新密码',
      inviteCode: '邀请码（选填）',
      agree: '我已阅读并同意<agreement>《用户协议》</agreement>和<privacy>《隐私条款》</privacy>',
      adult: '我已年满{{age}}周岁',
    },
    submit: { login: '登录', register: '注册', forgot: '重置密码' },
    switch: {
      withCode: '短信验证码登录',
      withPassword: '密码登录',
      forgot: '忘记密码？',
      toRegister: '没有账号？去注册',
      toLogin: '已有账号？去登录',
    },
    validation: {
      mobileRequired: '请输入手机号',
      mobileInvalid: '手机号格式不正确（+86 手机号为以 1 开头的 11 位数字）',
      codeRequired: '请输入验证码',
      passwordLength: '请输入6-32位密码',
      agreementRequired: '请阅读并同意用户协议和隐私条款',
      adultRequired: '您必须年满{{age}}周岁',
    },
    steam: {
      or: '或',
      signIn: '通过 Steam 登录',
      signingIn: '正在通过 Steam 登录',
      binding: '正在绑定 Steam 账号',
      newAccount: '欢迎！该 Steam 账号首次登录本站：请同意以下条款以创建 Lootledger 账号。',
      continue: '创建账号并登录',
      failed: 'Steam 登录未成功，请重试。',
      backHome: '返回首页',
      backToSettings: '返回设置',
    },
  },
};
