// The cart feature's server entry: loaders, actions and provider calls. Never imported by browser code.

export {createAppCartHandler, type AppCart} from './cartHandler.server';
export {
  addedToCartDescription,
  addRefusal,
  cartUserErrorMessage,
  CHECKOUT_FAILED_DESCRIPTION,
  CHECKOUT_FAILED_TITLE,
  checkoutUrlWithChannel,
  LINE_CAPPED_MESSAGE,
  linesOverLimit,
  NO_CART_MESSAGE,
  NO_CHECKOUT_URL,
  parseCartForm,
  quantityInCart,
  type CartFormInput,
} from './cartInput.server';
export {choosePermalink, openPermalink, type PermalinkPage} from './permalinkChoice.server';
export {pageWithCart, readRootCart} from './rootCart.server';
export {
  applyDiscountLink,
  cartFromPermalink,
  discountNotices,
  removeDiscountCodes,
} from './shopifyCartLinks.server';
export {
  ADD_NOT_SENT_MESSAGE,
  ADD_STILL_UNCONFIRMED_MESSAGE,
  ADD_UNCONFIRMED_MESSAGE,
  earlierAddOutcome,
  forgetUnconfirmedAdd,
  rememberUnconfirmedAdd,
  unconfirmedAddOf,
} from './unconfirmedAdd.server';
export {cartAction} from './cartActions.server';
