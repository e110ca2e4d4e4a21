import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Every page a search engine should see is rendered on the server (docs/architecture.md#web-conventions).
  ssr: true,
} satisfies Config;
