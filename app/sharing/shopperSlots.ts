// A page shared by every shopper with a cart (a template, pageCache.server) is rendered once with markers
// where each shopper's values go, and filled per request with that shopper's read (templates.server). Each
// per-shopper value is declared once here, as a slot: its fields and the one function that turns a read
// into their texts. The component renders with that function and the filler fills with it, so the page a
// shopper gets from the template is the page React would have rendered for them.

let token: string | null = null;

/**
 * A per-isolate token in every marker, so no text from a provider or a shopper can be taken for one. Made
 * on first use: workerd allows no random values in a module's top level.
 */
function markerToken(): string {
  token ??= Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return token;
}

/** Where the root loader's shopper text (the whole read, as JSON) goes in a template's loader data. */
export function shopperDataSlot(): string {
  return `wr-slot-shopper-${markerToken()}`;
}

export interface ShopperSlot<Read, Field extends string> {
  readonly name: string;
  readonly fields: readonly Field[];
  /** The texts the shared markup shows for one shopper's read: what React renders and what fills a template. */
  readonly render: (read: Read) => Readonly<Record<Field, string>>;
}

/** What a template render shows instead of a slot's texts: a marker per field. */
export function slotMarkers<Field extends string>(
  slot: ShopperSlot<never, Field>,
): Readonly<Record<Field, string>> {
  return Object.fromEntries(
    slot.fields.map((field) => [field, `wr-slot-${slot.name}-${field}-${markerToken()}`]),
  ) as Record<Field, string>;
}

const declared: ShopperSlot<never, string>[] = [];
const SLOT_NAME = /^[a-z][a-zA-Z0-9]*$/;

/**
 * Declares a per-shopper value of shared markup: its fields (each a text or an attribute value, which
 * React and the filler escape alike; never script or style content) and how a shopper's read becomes them. A component shows it with `shopperSlotValue`; templates fill it by itself.
 */
export function declareShopperSlot<Read, Field extends string>(
  name: string,
  fields: readonly Field[],
  render: (read: Read) => Readonly<Record<Field, string>>,
): ShopperSlot<Read, Field> {
  const slot: ShopperSlot<Read, Field> = {name, fields, render};
  // Templates are rendered and filled on the server only: the browser needs the render function alone.
  if (import.meta.env.SSR) {
    if (!SLOT_NAME.test(name)) throw new Error(`A slot's name is a plain word: ${name}`);
    if (declared.some((other) => other.name === name))
      throw new Error(`Slot ${name} is declared twice`);
    declared.push(slot);
  }
  return slot;
}

/** Every slot declared in the modules loaded so far. */
export function declaredShopperSlots(): readonly ShopperSlot<never, string>[] {
  return declared;
}

/** The shopper's read as a component sees it: the read, or a template render's stand-in. */
export interface ShopperView<Read> {
  read: Read;
  /** This render is a template: shopper slots show their markers, filled per request. */
  isTemplate: boolean;
}

/**
 * What a slot shows: its markers in a template render; otherwise `live` when given (the browser's view
 * after changes since the page loaded, such as an optimistic count), else the slot's render of the read.
 */
export function shopperSlotValue<Read, Field extends string>(
  slot: ShopperSlot<Read, Field>,
  view: ShopperView<Read>,
  live?: Readonly<Record<Field, string>>,
): Readonly<Record<Field, string>> {
  if (import.meta.env.SSR && view.isTemplate)
    return slotMarkers(slot as unknown as ShopperSlot<never, Field>);
  return live ?? slot.render(view.read);
}

/** The text the root loader sends for a shopper's read. */
export function shopperText(read: unknown): string {
  return JSON.stringify(read);
}

let lastText: string | null = null;
let lastRead: unknown = null;

/**
 * The view of the root loader's shopper text: the parsed read (one parse per distinct text, so every
 * component of a page sees the same object), or `empty` with `isTemplate` for a template render.
 */
export function readShopperText<Read>(
  text: string | null | undefined,
  empty: Read,
): ShopperView<Read> {
  if (!text) return {read: empty, isTemplate: false};
  if (import.meta.env.SSR && text === shopperDataSlot()) return {read: empty, isTemplate: true};
  if (text !== lastText) {
    lastRead = JSON.parse(text);
    lastText = text;
  }
  return {read: lastRead as Read, isTemplate: false};
}
