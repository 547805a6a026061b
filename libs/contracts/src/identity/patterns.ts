/** Request/reply patterns served by the identity service. */
export const IDENTITY_PATTERNS = {
  /** Sign-ups mail a link; the account is created when it is opened (signUpConfirm). */
  userRegister: 'identity.user.register',
  userLogin: 'identity.user.login',
  buyerRegister: 'identity.buyer.register',
  buyerLogin: 'identity.buyer.login',
  signUpConfirm: 'identity.sign_up.confirm',
  adminLogin: 'identity.admin.login',
  passwordChange: 'identity.password.change',
  passwordLinkRequest: 'identity.password_link.request',
  passwordLinkCheck: 'identity.password_link.check',
  passwordLinkUse: 'identity.password_link.use',
  principalGet: 'identity.principal.get',
  /** DeleteAccountCommand → { deleted: true }: the caller's account (buyer or exporter) erased. */
  accountDelete: 'identity.account.delete',
  /** The caller buyer's account and profile for its data export → AccountExportDto. */
  accountExport: 'identity.account.export',
  buyerProfileGet: 'identity.buyer_profile.get',
  buyerProfileComplete: 'identity.buyer_profile.complete',
  /** The admin console's buyer verification (issue 19). */
  adminBuyerList: 'identity.admin_buyer.list',
  adminBuyerVerify: 'identity.admin_buyer.verify',
  twoFactorStatus: 'identity.two_factor.status',
  twoFactorSetup: 'identity.two_factor.setup',
  twoFactorEnable: 'identity.two_factor.enable',
  twoFactorDisable: 'identity.two_factor.disable',
} as const;
