/** Request/reply patterns served by the admin service. */
export const ADMIN_PATTERNS = {
  statsGet: 'admin.stats.get',
  enhancedStatsGet: 'admin.enhanced_stats.get',
  activityList: 'admin.activity.list',
  subscriptionList: 'admin.subscription.list',
  notificationList: 'admin.notification.list',
  notificationsRead: 'admin.notification.read_all',
  messageTemplateList: 'admin.message_template.list',
  metricList: 'admin.metric.list',
  moderationList: 'admin.moderation.list',
  moderationResolve: 'admin.moderation.resolve',
} as const;
