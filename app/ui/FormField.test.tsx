import type {ComponentProps} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {FormField} from './FormField';

function markup(props: ComponentProps<typeof FormField>) {
  return renderToStaticMarkup(<FormField {...props} />);
}

describe('FormField', () => {
  it('labels a required text input, with no error state while there is no error', () => {
    const html = markup({label: 'Email', name: 'email', type: 'email', maxLength: 255});
    expect(html).toContain('<label for="email"');
    expect(html).toMatch(
      /<input id="email" name="email" required=""[^>]* type="email" maxLength="255"\/>/,
    );
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
  });

  it('ties the error to the control and marks it invalid', () => {
    const error = 'First name is required';
    const html = markup({label: 'First name', name: 'firstName', id: 'opt-out-firstName', error});
    expect(html).toContain('<label for="opt-out-firstName"');
    expect(html).toContain('aria-invalid="true" aria-describedby="opt-out-firstName-error"');
    expect(html).toMatch(/<p id="opt-out-firstName-error"[^>]*>First name is required<\/p>/);
    expect(html).not.toContain('role="alert"');
  });

  it('hands the same wiring to another control, and can announce its error', () => {
    const html = markup({
      label: 'State',
      name: 'state',
      id: 'opt-out-state',
      error: 'Please select your state',
      announceError: true,
      children: (control) => <select {...control} />,
    });
    expect(html).toContain(
      '<select id="opt-out-state" name="state" required="" aria-invalid="true" aria-describedby="opt-out-state-error">',
    );
    expect(html).not.toContain('<input');
    expect(html).toMatch(
      /<p id="opt-out-state-error" role="alert"[^>]*>Please select your state<\/p>/,
    );
  });
});
