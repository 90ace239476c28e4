// The parser lives with the Edge Functions so improve-product-copy preserves exactly the facts the product
// page shows (a function may import only from its folder and functions/_shared).
export * from '../../../supabase/functions/_shared/descriptionParser';
