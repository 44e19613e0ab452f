export const QUEUES = {
  imports: 'imports',
  index: 'index',
  bot: 'bot',
  mail: 'mail',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
