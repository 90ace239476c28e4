export function StorefrontErrorNotice({message}: {message: string}) {
  return (
    <div role="alert" className="rounded-2xl border border-terracotta-600/40 bg-white px-6 py-10 text-center">
      <p className="font-display text-xl text-forest-900">{message}</p>
    </div>
  );
}
