import { z } from 'zod';
import { resultSuccess } from '../error-envelope.ts';
import { homeLayout } from '../home-layout.ts';
import { historyEntry } from './content.ts';

/** GET /api/admin/content/home: the home page's layout (body of POST too) with its change history, newest first. */
export const homeLayoutResponse = z.object({ result: resultSuccess, layout: homeLayout, history: z.array(historyEntry) });
export type HomeLayoutResponse = z.infer<typeof homeLayoutResponse>;
export const homeLayoutWriteResponse = homeLayoutResponse.extend({ message: z.string() });
export type HomeLayoutWriteResponse = z.infer<typeof homeLayoutWriteResponse>;
