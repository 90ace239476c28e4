import type {MoneyLike} from '~/lib/money';

export interface SelectedOption {
  name: string;
  value: string;
}

export interface VariantLike {
  id: string;
  title: string;
  availableForSale: boolean;
  price: MoneyLike;
  selectedOptions: SelectedOption[];
}

export const PURCHASE_TYPE = 'Purchase Type';
export const QUANTITY = 'Quantity';
export const STANDARD = 'Standard';
export const SUBSCRIBE_AND_SAVE = 'Subscribe & Save';
export const ONE_UNIT = '1 Unit';

export function optionValue(variant: Pick<VariantLike, 'selectedOptions'>, name: string) {
  return variant.selectedOptions.find((option) => option.name === name)?.value;
}

/** The default variant: Purchase Type 'Standard' with Quantity '1 Unit', else the first variant. */
export function selectDefaultVariant<V extends Pick<VariantLike, 'selectedOptions'>>(
  variants: readonly V[],
): V | undefined {
  return (
    variants.find(
      (variant) =>
        optionValue(variant, PURCHASE_TYPE) === STANDARD &&
        optionValue(variant, QUANTITY) === ONE_UNIT,
    ) ?? variants[0]
  );
}
