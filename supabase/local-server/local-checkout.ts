/** The local test checkout page used when no Stripe key is set: order lines, total, Pay and Cancel. */
import type { Database } from '../functions/_shared/database.ts';
import type { FunctionHandler, ServerConfig } from '../functions/_shared/handler-types.ts';

export interface LocalCheckoutDeps {
  db: Database;
  config: ServerConfig;
  handlers: Map<string, FunctionHandler>;
  clientAddress: string;
}

export async function handleLocalCheckout(_request: Request, _deps: LocalCheckoutDeps): Promise<Response> {
  return new Response('Local checkout is not available yet', { status: 501 });
}
