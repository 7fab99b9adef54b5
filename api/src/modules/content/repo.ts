import type { Db } from '../../db/knex';
import { bool, json, now } from '../../db/knex';

// Rows as the drivers hand them back: BIGINT may come as a string, booleans as 0/1, JSON as text.
interface NewsRow {
  id: number;
  news_date: number | string;
  description: string;
  is_new_icon: unknown;
}
interface BlogRow {
  id: number;
  images: string | null;
  type: string;
  title: string;
  description: string;
  author: string;
  created_at: number | string;
}
interface ResourceRow {
  id: number;
  file: string;
  description: string;
  is_video: unknown;
}

export async function latestNotice(db: Db) {
  const r = await db('notices').orderBy('id', 'desc').first();
  return r ? { id: Number(r.id), description: r.description as string, isRefresh: bool(r.is_refresh) } : null;
}

export async function insertNotice(
  db: Db,
  description: string,
  isRefresh: boolean,
  createdBy: number | null,
): Promise<number> {
  const [id] = await db('notices').insert({
    description,
    is_refresh: isRefresh,
    created_by: createdBy,
    created_at: now(),
  });
  return Number(id);
}

export async function countNews(db: Db): Promise<number> {
  const r: { n?: number | string } | undefined = await db('news').count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

export async function listNews(db: Db, limit = 200) {
  const rows: NewsRow[] = await db('news')
    .orderBy([
      { column: 'news_date', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select('*');
  return rows.map((r) => ({
    _id: String(r.id),
    date: Number(r.news_date),
    description: r.description,
    isNewIcon: bool(r.is_new_icon),
  }));
}

export async function insertNews(
  db: Db,
  n: { date: number; description: string; isNewIcon: boolean; seedKey?: string },
): Promise<number> {
  const [id] = await db('news').insert({
    news_date: n.date,
    description: n.description,
    is_new_icon: n.isNewIcon,
    seed_key: n.seedKey ?? null,
    created_at: now(),
  });
  return Number(id);
}

export async function listBlog(db: Db) {
  const rows: BlogRow[] = await db('blog_posts').orderBy('created_at', 'desc').select('*');
  return rows.map((r) => ({
    _id: String(r.id),
    images: json<string[]>(r.images, []),
    type: r.type,
    title: r.title,
    description: r.description,
    createdBy: { name: r.author, date: Number(r.created_at) },
  }));
}

export async function listResources(db: Db) {
  const rows: ResourceRow[] = await db('help_resources')
    .orderBy([{ column: 'sort_order' }, { column: 'id' }])
    .select('*');
  return rows.map((r) => ({
    _id: String(r.id),
    file: r.file,
    description: r.description,
    isVideo: bool(r.is_video),
  }));
}

/** A user's 'Okay' on a notice; acknowledging twice keeps the first time. */
export async function acknowledgeNotice(db: Db, noticeId: number, userId: number): Promise<void> {
  await db('notice_acknowledgements')
    .insert({ notice_id: noticeId, user_id: userId, acknowledged_at: now() })
    .onConflict(['notice_id', 'user_id'])
    .ignore();
}

export async function isNoticeAcknowledged(db: Db, noticeId: number, userId: number): Promise<boolean> {
  return !!(await db('notice_acknowledgements')
    .where({ notice_id: noticeId, user_id: userId })
    .first('notice_id'));
}

export async function noticeExists(db: Db, noticeId: number): Promise<boolean> {
  return !!(await db('notices').where({ id: noticeId }).first('id'));
}
