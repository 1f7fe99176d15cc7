import { describe, expect, it } from 'vitest';
import {
  EMPTY_CART_TEXT,
  LOGGED_OUT_NOTICE,
  LOGIN_FAILED_NOTICE,
  LOGIN_SUCCESSFUL_NOTICE,
  MISSING_INFORMATION_NOTICE,
  NO_SHELVES_TEXT,
  NO_VARIANTS_TEXT,
  noticeTone,
  PAGE_NOT_FOUND_TITLE,
  productAddedNotice,
  purchaseOrderCreatedNotice,
  socialLoginNotice,
  UNEXPECTED_ERROR_TITLE,
} from './notices';

describe('§8 Error catalogue', () => {
  it('gives the fixed notices', () => {
    expect(LOGIN_FAILED_NOTICE).toEqual({
      title: 'Login Failed',
      message: 'Please enter your User ID and Password',
      destructive: true,
    });
    expect(LOGIN_SUCCESSFUL_NOTICE).toEqual({
      title: 'Login Successful',
      message: 'Welcome to Warehouse Management System',
      destructive: false,
    });
    expect(LOGGED_OUT_NOTICE.message).toBe('You have been successfully logged out');
    expect(MISSING_INFORMATION_NOTICE).toEqual({
      title: 'Missing Information',
      message: 'Please select a supplier and add products to the order',
      destructive: true,
    });
  });

  it('fills {provider}', () => {
    expect(socialLoginNotice('Google')).toEqual({
      title: 'Social Login',
      message: 'Google login integration coming soon',
      destructive: false,
    });
    expect(socialLoginNotice('Facebook').message).toBe('Facebook login integration coming soon');
  });

  it('fills {product} from a name or a product', () => {
    expect(productAddedNotice('LED Desk Lamp')).toEqual({
      title: 'Product Added',
      message: 'LED Desk Lamp added to purchase order',
      destructive: false,
    });
    expect(productAddedNotice({ name: 'Yoga Mat' }).message).toBe('Yoga Mat added to purchase order');
  });

  it('fills {total} formatted as money', () => {
    expect(purchaseOrderCreatedNotice(123450)).toEqual({
      title: 'Purchase Order Created',
      message: 'Order for $1,234.50 created successfully',
      destructive: false,
    });
    expect(purchaseOrderCreatedNotice(0).message).toBe('Order for $0.00 created successfully');
  });

  it('maps destructive notices to the critical tone', () => {
    expect(noticeTone(LOGIN_FAILED_NOTICE)).toBe('critical');
    expect(noticeTone(LOGIN_SUCCESSFUL_NOTICE)).toBe('neutral');
  });
});

describe('§2.4 and §2.5 fixed texts', () => {
  it('quotes the 404, error and empty-state texts exactly', () => {
    expect(PAGE_NOT_FOUND_TITLE).toBe('Oops! Page not found');
    expect(UNEXPECTED_ERROR_TITLE).toBe('Unexpected Application Error!');
    expect(EMPTY_CART_TEXT).toBe('Cart is empty. Add products to start a sale.');
    expect(NO_VARIANTS_TEXT).toBe(
      'No variants added. Add variants for products with different sizes, colors, or configurations.',
    );
    expect(NO_SHELVES_TEXT).toBe('No shelves found. Try adjusting your search or filter criteria.');
  });
});
