/** The notifications' tables (migration 009) as Kysely sees them; see schema.ts for the conventions. */

export interface NotificationsTable {
  id: string;
  player_id: string;
  /** NotificationKind. */
  kind: string;
  /** The table's id for the table kinds, the other person's id for the people kinds. */
  subject: string;
  table_id: string | null;
  /** JSON: NotificationParams[kind]. */
  params: string;
  created_at: number;
  updated_at: number;
  read_at: number | null;
  pushed_at: number | null;
}

export interface PushSubscriptionsTable {
  endpoint: string;
  player_id: string;
  session_id: string | null;
  p256dh: string;
  auth: string;
  created_at: number;
  last_push_at: number | null;
}

export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: number;
}

export interface EmailAddressesTable {
  player_id: string;
  address: string;
  confirmed_at: number | null;
  confirm_hash: string | null;
  confirm_until: number | null;
  unsubscribe_token: string;
  /** 0 or 1. */
  digest: number;
  last_digest_at: number | null;
  created_at: number;
}
