/** Placeholder where the opt-out request form goes (SPEC.md 5); the form replaces this component. */
export function OptOutFormSlot() {
  return <p>You can also use the methods below.</p>;
}
