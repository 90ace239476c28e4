import {Form, useFetcher, useNavigation} from '@remix-run/react';
import {useEffect, useRef, useState} from 'react';
import {ADMIN_MESSAGES} from './adminCopy';
import type {PickerResult} from './adminCopy.server';
import {ANSWER_AS_DATA} from '~/lib/forms';
import {useHydrated} from '~/lib/useHydrated';
import {FormField} from '~/ui/FormField';
import {SpinnerIcon} from '~/ui/Icons';

export const GENERATE_FETCHER_KEY = 'generate-copy';

/** What the page's action answers for the two generation steps. */
export type GenerateAnswer =
  | {intent: 'fetch-product'; ok: true; handle: string}
  | {intent: 'generate'; ok: true; handle: string}
  | {intent: string; ok: false; handle: string};

/**
 * Product picker and Generate AI Copy. Without JavaScript it is one form post (intent generate) and the
 * page re-renders with the result. With JavaScript the same form runs through a fetcher in two real
 * steps, so the status text tells the truth: fetch the product from Shopify, then generate.
 */
interface PickerProps {
  products: PickerResult;
  defaultHandle: string;
  fieldError?: string;
}

export function GenerateCopyForm(props: PickerProps) {
  return (
    <section aria-labelledby="generate-heading" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-bark-100">
      <h2 id="generate-heading" className="font-display text-2xl text-forest-900">
        Generate copy
      </h2>
      <PickerForm {...props} />
    </section>
  );
}

function PickerForm({products, defaultHandle, fieldError}: PickerProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const fetcher = useFetcher<GenerateAnswer>({key: GENERATE_FETCHER_KEY});
  const [handle, setHandle] = useState(defaultHandle);
  const continued = useRef<GenerateAnswer | null>(null);

  // Step 2 starts when step 1 found the product.
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer || continued.current === answer) return;
    continued.current = answer;
    if (answer.intent === 'fetch-product' && answer.ok) {
      void fetcher.submit({intent: 'generate', handle: answer.handle, [ANSWER_AS_DATA.name]: ANSWER_AS_DATA.value}, {method: 'post'});
    }
  }, [answer, fetcher]);

  const step = fetcher.state !== 'idle' ? fetcher.formData?.get('intent') : null;
  const awaitingStep2 =
    fetcher.state === 'idle' && answer?.intent === 'fetch-product' && answer.ok && continued.current !== answer;
  const postingWithoutJs =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'generate';
  const generating = step != null || awaitingStep2 || postingWithoutJs;
  // Without a product list (Shopify failed) there is nothing to choose.
  const noProducts = products.products.length === 0;
  const status =
    step === 'fetch-product'
      ? ADMIN_MESSAGES.fetchingProduct
      : step === 'generate' || awaitingStep2 || postingWithoutJs
        ? ADMIN_MESSAGES.generating
        : null;

  // Without JavaScript the select is `required`; with it, an empty choice also disables the button.
  const disabled = generating || noProducts || (hydrated && handle === '');

  return (
    <Form
      method="post"
      data-hydrated={hydrated ? '' : undefined}
      className="mt-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end"
      // With JavaScript the fetcher takes over (Remix skips a submit whose default was prevented).
      onSubmit={(event) => {
        event.preventDefault();
        if (!handle) return;
        void fetcher.submit({intent: 'fetch-product', handle, [ANSWER_AS_DATA.name]: ANSWER_AS_DATA.value}, {method: 'post'});
      }}
    >
      <div className="flex-1">
        <FormField label="Product" name="handle" id="product-handle" error={fieldError}>
          {(control) => (
            <select
              {...control}
              disabled={noProducts}
              value={handle}
              onChange={(event) => setHandle(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-bark-200 bg-cream-50 px-3 py-2 text-bark-800 focus:border-forest-600 disabled:opacity-60"
            >
              <option value="">Choose a product…</option>
              {products.products.map((product) => (
                <option key={product.handle} value={product.handle}>
                  {product.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {products.error ? (
          <p role="alert" className="mt-2 text-sm text-terracotta-700">
            {products.error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        name="intent"
        value="generate"
        disabled={disabled}
        className="inline-flex items-center justify-center gap-2 rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 hover:bg-forest-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {generating ? <SpinnerIcon className="h-5 w-5" /> : null}
        Generate AI Copy
      </button>
      <p role="status" aria-live="polite" className="min-h-6 text-sm text-bark-700 sm:basis-full" data-testid="generate-status">
        {status}
      </p>
    </Form>
  );
}
