import type { HomeLayoutResponse, HomeLayoutWriteResponse } from '@suraksha/contracts/admin/content-home';
import { DEFAULT_HOME_LAYOUT, HOME_LAYOUT_MESSAGES, type HomeLayout, homeLayout } from '@suraksha/contracts/home-layout';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { readHistory } from '../content/publishing.ts';
import { HOME_LAYOUT_KEY, readStoredHomeLayout, writeHomeLayout } from './home-layout-repo.ts';

/**
 * The home page's hero texts and sections (issue #17, decision 0109): one shop_settings row, read on
 * every GET /api/home; while none is stored, or if one no longer fits the schema (a section added
 * since), the defaults — today's texts — apply, so the page never breaks on an old value.
 */

const ENTITY = 'home_layout';

/** The layout the storefront shows. */
export async function currentHomeLayout(db: Database): Promise<HomeLayout> {
  const parsed = homeLayout.safeParse(await readStoredHomeLayout(db));
  return parsed.success ? parsed.data : DEFAULT_HOME_LAYOUT;
}

export async function getHomeLayoutForStaff(db: Database): Promise<HomeLayoutResponse> {
  const [layout, history] = await Promise.all([currentHomeLayout(db), readHistory(db, ENTITY, HOME_LAYOUT_KEY)]);
  return { result: 'success', layout, history };
}

/** Saves the whole layout with its audit row (before and after), in one transaction. */
export async function saveHomeLayout(ctx: RequestContext<StaffActor>, layout: HomeLayout): Promise<HomeLayoutWriteResponse> {
  await ctx.db.transaction(async (tx) => {
    const before = await currentHomeLayout(tx);
    await writeHomeLayout(tx, layout, ctx.actor.staff.id);
    await audit(tx, auditContextOf(ctx), { action: `${ENTITY}.update`, entity: ENTITY, entityId: HOME_LAYOUT_KEY, before, after: layout });
  });
  return { ...(await getHomeLayoutForStaff(ctx.db)), message: HOME_LAYOUT_MESSAGES.saved };
}
