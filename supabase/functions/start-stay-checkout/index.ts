// Supabase Edge Function entry (Deno). The handler is shared with the local server.
import { serveFunction } from '../_shared/deno-serve.ts';
import { handler } from './handler.ts';

serveFunction('start-stay-checkout', handler);
