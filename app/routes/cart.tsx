import {Form, Link, useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {flattenConnection, Image, type CartReturn} from '@shopify/hydrogen';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  MAX_LINE_QUANTITY,
  NO_CHECKOUT_URL,
  addedToCartDescription,
  cartUserErrorMessage,
  checkoutUrlWithChannel,
  parseCartForm,
  safeRedirectPath,
  type CartFormInput,
} from '~/lib/cartInput';
import {flashNotice} from '~/lib/flash.server';
import {formatPrice} from '~/lib/money';
import {pageMeta} from '~/lib/seo';
import {describeStorefrontError} from '~/lib/storefrontErrors';

export const meta: MetaFunction = () => [
  ...pageMeta({title: 'Your Cart', description: 'Review the items in your Wildroot Botanicals cart.', url: undefined}),
  {name: 'robots', content: 'noindex'},
];

export async function loader({context}: LoaderFunctionArgs) {
  try {
    return {cart: await context.cart.get(), loadError: null};
  } catch (error) {
    console.error(error);
    return data({cart: null, loadError: describeStorefrontError(error)}, {status: 503});
  }
}

export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) return data({error: 'Invalid cart request'}, {status: 400});
  const parsed = parseCartForm(form);
  if (!parsed.ok) return data({error: parsed.message}, {status: 400});

  const input = parsed.input;
  let result: Awaited<ReturnType<typeof applyCartChange>>;
  try {
    result = await applyCartChange(context.cart, input);
  } catch (error) {
    console.error(error);
    return data({error: describeStorefrontError(error)}, {status: 503});
  }

  const messages = [...(result.userErrors ?? []), ...(result.errors ?? [])]
    .map((problem) => (problem && typeof problem === 'object' && 'message' in problem ? String(problem.message) : ''))
    .filter(Boolean);
  if (messages.length > 0 || !result.cart) {
    return data({error: cartUserErrorMessage(messages.length ? messages : ['the cart could not be updated'])}, {status: 400});
  }

  const headers = context.cart.setCartId(result.cart.id);
  if (input.intent === 'add') {
    flashNotice(context.session, {
      kind: 'success',
      title: 'Added to cart',
      description: addedToCartDescription(input),
    });
  }
  return redirect(safeRedirectPath(form.get('redirectTo')), {status: 303, headers});
}

function applyCartChange(cart: ActionFunctionArgs['context']['cart'], input: CartFormInput) {
  switch (input.intent) {
    case 'add':
      return cart.addLines([{merchandiseId: input.merchandiseId, quantity: input.quantity}]);
    case 'update':
      return input.quantity <= 0
        ? cart.removeLines([input.lineId])
        : cart.updateLines([{id: input.lineId, quantity: input.quantity}]);
    case 'remove':
      return cart.removeLines([input.lineId]);
    case 'discount':
      return cart.updateDiscountCodes(input.discountCode ? [input.discountCode] : []);
  }
}

export default function CartPage() {
  const {cart, loadError} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lines = cart ? flattenConnection(cart.lines) : [];
  const checkoutUrl = checkoutUrlWithChannel(cart?.checkoutUrl);

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl text-forest-900">Your Cart</h1>
      {actionData && 'error' in actionData ? (
        <p role="alert" className="mt-6 rounded-xl bg-white px-4 py-3 text-terracotta-700 ring-1 ring-terracotta-600/40">
          {actionData.error}
        </p>
      ) : null}
      {loadError ? (
        <p role="alert" className="mt-6 rounded-xl bg-white px-4 py-3 text-terracotta-700 ring-1 ring-terracotta-600/40">
          {loadError}
        </p>
      ) : null}

      {lines.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-bark-200 bg-cream-50 px-6 py-12 text-center">
          <p className="font-display text-xl text-forest-900">Your cart is empty</p>
          <Link to="/shop" className="mt-4 inline-block font-semibold text-forest-800 underline underline-offset-4">
            Continue shopping
          </Link>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-bark-100 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-bark-100 sm:px-6">
          {lines.map((line) => (
            <CartLineRow key={line.id} line={line} />
          ))}
        </ul>
      )}

      <div className="mt-8 flex flex-col items-end gap-4">
        <p className="text-lg">
          Total:{' '}
          <strong data-testid="cart-total">{formatPrice(cart?.cost.totalAmount ?? {amount: '0', currencyCode: 'USD'})}</strong>
        </p>
        {lines.length > 0 && checkoutUrl ? (
          <a
            href={checkoutUrl}
            className="rounded-full bg-forest-800 px-8 py-3 text-lg font-semibold text-cream-50 hover:bg-forest-700"
          >
            Checkout
          </a>
        ) : (
          <button
            type="button"
            disabled
            className="cursor-not-allowed rounded-full bg-forest-800 px-8 py-3 text-lg font-semibold text-cream-50 opacity-50"
          >
            Checkout
          </button>
        )}
        {lines.length > 0 && !checkoutUrl ? <p role="alert" className="text-terracotta-700">{NO_CHECKOUT_URL}</p> : null}
      </div>
    </section>
  );
}

type CartLine = ReturnType<typeof flattenConnection<NonNullable<CartReturn>['lines']>>[number];

function CartLineRow({line}: {line: CartLine}) {
  const {merchandise} = line;
  const image = merchandise.image;
  return (
    <li className="flex flex-wrap items-center gap-4 py-5">
      <div className="h-20 w-20 overflow-hidden rounded-lg bg-cream-100">
        {image ? <Image data={image} alt={image.altText ?? merchandise.product.title} width={80} height={80} /> : null}
      </div>
      <div className="min-w-40 flex-1">
        <Link to={`/product/${merchandise.product.handle}`} className="font-display text-lg text-forest-900 hover:underline">
          {merchandise.product.title}
        </Link>
        <p className="text-sm text-bark-700">{merchandise.title}</p>
        <p className="text-sm text-bark-700">{formatPrice(merchandise.price)} each</p>
      </div>
      <div className="flex items-center gap-2">
        <QuantityButton lineId={line.id} quantity={line.quantity - 1} label={`Decrease quantity of ${merchandise.product.title}`}>
          −
        </QuantityButton>
        <span className="w-8 text-center font-semibold" aria-label={`Quantity of ${merchandise.product.title}`}>
          {line.quantity}
        </span>
        <QuantityButton
          lineId={line.id}
          quantity={line.quantity + 1}
          disabled={line.quantity >= MAX_LINE_QUANTITY}
          label={`Increase quantity of ${merchandise.product.title}`}
        >
          +
        </QuantityButton>
      </div>
      <p className="w-24 text-right font-semibold">{formatPrice(line.cost.totalAmount)}</p>
      <Form method="post" action="/cart">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="lineId" value={line.id} />
        <input type="hidden" name="redirectTo" value="/cart" />
        <button type="submit" className="text-sm text-terracotta-700 underline underline-offset-4">
          Remove<span className="sr-only"> {merchandise.product.title}</span>
        </button>
      </Form>
    </li>
  );
}

function QuantityButton({
  lineId,
  quantity,
  label,
  disabled,
  children,
}: {
  lineId: string;
  quantity: number;
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action="/cart">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="quantity" value={quantity} />
      <input type="hidden" name="redirectTo" value="/cart" />
      <button
        type="submit"
        aria-label={label}
        disabled={disabled}
        className="h-9 w-9 rounded-full border border-bark-200 text-lg hover:bg-cream-100 disabled:opacity-40"
      >
        {children}
      </button>
    </Form>
  );
}
