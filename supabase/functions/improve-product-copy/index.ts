// Supabase Edge Function entry point (Deno): serves handler.ts. The local API runs this same file under
// Deno (local/supabase-api/functions.mjs), so what is tested locally is what is deployed.
import {handleImproveProductCopy} from './handler.ts';

Deno.serve((request: Request) => handleImproveProductCopy(request, Deno.env.toObject()));
