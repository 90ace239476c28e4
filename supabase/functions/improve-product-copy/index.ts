// Supabase Edge Function entry point (Deno). The logic lives in handler.ts, which the local API also runs
// in-process under Node.
import {handleImproveProductCopy} from './handler.ts';

Deno.serve((request: Request) => handleImproveProductCopy(request, Deno.env.toObject()));
