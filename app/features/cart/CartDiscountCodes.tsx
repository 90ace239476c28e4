import {useActionData, useFetcher, useLocation, type FetcherWithComponents} from '@remix-run/react';
import type {ReactNode} from 'react';
import {AnswerAsDataField} from '~/lib/forms';
import type {Notice} from '~/lib/notice';
import {FieldWithSubmit} from '~/ui/FormField';
import {useNoticeToast} from '~/ui/useNoticeToast';
import {useCartWithPendingChanges} from './CartContext';

type DiscountAnswer = {ok?: boolean; error?: string; field?: string; notice?: Notice | null};

/**
 * The discount code field and the codes on the cart (from this form or a `/discount/{code}` link), each
 * with whether Shopify applies it and a Remove of its own (a cart can hold several codes). A plain POST to /cart without JavaScript (303 back with a
 * notice, or the cart page with the field's error); a fetcher with it (a toast, the error under the field).
 * `idPrefix` keeps the drawer's field apart from the cart page's when both are on the page.
 */
export function CartDiscountCodes({idPrefix}: {idPrefix: string}) {
  const codes = useCartWithPendingChanges().cart?.discountCodes ?? [];
  const fetcher = useFetcher<DiscountAnswer>({key: `cart-discount:${idPrefix}`});
  const location = useLocation();
  // Without JavaScript the cart page renders the action's answer to this form.
  const pageAnswer = useActionData<DiscountAnswer>();
  const answered = fetcher.state === 'idle' ? fetcher.data : undefined;
  useNoticeToast(answered?.notice);
  const answer = answered ?? pageAnswer;
  const fieldError = answer?.field === 'discountCode' ? answer.error : undefined;
  const busy = fetcher.state !== 'idle';
  const redirectTo = `${location.pathname}${location.search}`;

  return (
    <div className="flex flex-col gap-2" data-testid="discount-codes">
      <DiscountForm fetcher={fetcher} redirectTo={redirectTo}>
        <FieldWithSubmit
          label="Discount code"
          name="discountCode"
          id={`${idPrefix}-discount-code`}
          error={fieldError}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          className="block w-full min-w-0 rounded-lg border border-bark-200 bg-white px-3 py-2 uppercase text-bark-800 focus:border-forest-600"
          rowClassName="mt-1 flex gap-2"
          button={{
            label: 'Apply',
            pendingLabel: 'Applying…',
            pending: busy,
            className:
              'shrink-0 rounded-lg border border-forest-800 px-4 py-2 font-semibold text-forest-800 hover:bg-forest-50',
          }}
        />
      </DiscountForm>
      {codes.length > 0 ? (
        <ul aria-label="Discount codes" className="flex flex-col gap-1 text-sm">
          {codes.map(({code, applicable}) => (
            <li
              key={code}
              data-testid="discount-code"
              className="flex items-center justify-between gap-2"
            >
              <span className={applicable ? 'text-forest-800' : 'text-terracotta-700'}>
                <strong>{code}</strong> {applicable ? 'applied' : "can't be applied to this cart"}
              </span>
              <DiscountForm fetcher={fetcher} redirectTo={redirectTo}>
                <input type="hidden" name="discountCode" value="" />
                <input type="hidden" name="removeCode" value={code} />
                <button
                  type="submit"
                  className="text-terracotta-700 underline underline-offset-4 hover:text-terracotta-600"
                >
                  Remove<span className="sr-only"> discount code {code}</span>
                </button>
              </DiscountForm>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A form of the cart's `discount` intent: a code to apply, or one code's Remove (`removeCode`). */
function DiscountForm({
  fetcher,
  redirectTo,
  children,
}: {
  fetcher: FetcherWithComponents<DiscountAnswer>;
  redirectTo: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" action="/cart" preventScrollReset>
      <input type="hidden" name="intent" value="discount" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <AnswerAsDataField />
      {children}
    </fetcher.Form>
  );
}
