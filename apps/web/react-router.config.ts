import type { Config } from '@react-router/dev/config';

// Server-rendered storefront: every public page arrives as HTML with its data
// inlined, then hydrates (spec §1). The Fastify server in apps/server mounts the
// server build; there is no separate Node server here.
export default {
  appDirectory: 'app',
  ssr: true,
} satisfies Config;
