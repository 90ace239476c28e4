/**
 * Types of the Supabase schema in supabase/migrations, in the shape `supabase gen types typescript`
 * produces. Keep in step with the migrations (the RLS and contract tests exercise both).
 */
export type Json = string | number | boolean | null | {[key: string]: Json | undefined} | Json[];

export type AppRole = 'admin' | 'user';
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export type ProductCopyOverride = {
  id: string;
  product_handle: string;
  marketing_hook: string | null;
  marketing_benefits: string | null;
  marketing_perfect_for: string | null;
  preserved_specs: string | null;
  confidence_score: number;
  review_status: ReviewStatus;
  override_active: boolean;
  last_reviewed_at: string | null;
  reviewed_by: string | null;
  reviewed_by_email: string | null;
  /** The copy as generated; marketing_* is the current, possibly edited, copy. */
  generated_hook: string | null;
  generated_benefits: string | null;
  generated_perfect_for: string | null;
  /** The checks' warnings on the current copy (the function's, or the edit's, plus the SQL claim rules). */
  validation_warnings: string[];
  edited_by: string | null;
  edited_by_email: string | null;
  edited_at: string | null;
  created_at: string;
  updated_at: string;
  /** Goes up with every change of the row; the edit and review functions refuse a stale one (409). */
  version: number;
};

export type LiveCopyChange = 'approve' | 'restore' | 'original';

/** One copy that was live on a product page (or the product's own description: change 'original'). */
export type LiveCopyHistoryEntry = {
  id: string;
  product_handle: string;
  override_id: string | null;
  change: LiveCopyChange;
  marketing_hook: string | null;
  marketing_benefits: string | null;
  marketing_perfect_for: string | null;
  made_live_by: string | null;
  made_live_by_email: string | null;
  live_from: string;
  live_until: string | null;
};

type NewsletterSubscriber = {
  id: string;
  email: string;
  source: string | null;
  created_at: string;
};

type PrivacyRequest = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  state: string;
  opt_out_sale: boolean;
  opt_out_targeted_ads: boolean;
  /** The filing request carried `Sec-GPC: 1` (read from its headers by the database, never from a body). */
  gpc: boolean;
  /** Identical requests on `submitted_on` (UTC) are counted on one record. */
  submission_count: number;
  last_submitted_at: string;
  submitted_on: string;
  created_at: string;
};

type LiveProductCopy = {
  product_handle: string;
  marketing_hook: string | null;
  marketing_benefits: string | null;
  marketing_perfect_for: string | null;
};

type Insert<Row, Optional extends keyof Row> = Omit<Row, Optional> & Partial<Pick<Row, Optional>>;

export type Database = {
  public: {
    Tables: {
      product_copy_overrides: {
        Row: ProductCopyOverride;
        Insert: Insert<
          ProductCopyOverride,
          | 'id'
          | 'marketing_hook'
          | 'marketing_benefits'
          | 'marketing_perfect_for'
          | 'preserved_specs'
          | 'review_status'
          | 'override_active'
          | 'last_reviewed_at'
          | 'reviewed_by'
          | 'reviewed_by_email'
          | 'generated_hook'
          | 'generated_benefits'
          | 'generated_perfect_for'
          | 'validation_warnings'
          | 'edited_by'
          | 'edited_by_email'
          | 'edited_at'
          | 'created_at'
          | 'updated_at'
          | 'version'
        >;
        Update: Partial<ProductCopyOverride>;
        Relationships: [];
      };
      product_copy_live_history: {
        Row: LiveCopyHistoryEntry;
        Insert: never;
        Update: never;
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: NewsletterSubscriber;
        Insert: Insert<NewsletterSubscriber, 'id' | 'source' | 'created_at'>;
        Update: Partial<NewsletterSubscriber>;
        Relationships: [];
      };
      privacy_requests: {
        Row: PrivacyRequest;
        Insert: Insert<
          PrivacyRequest,
          'id' | 'gpc' | 'submission_count' | 'last_submitted_at' | 'submitted_on' | 'created_at'
        >;
        Update: Partial<PrivacyRequest>;
        Relationships: [];
      };
    };
    Views: {
      live_product_copy: {Row: LiveProductCopy; Relationships: []};
    };
    Functions: {
      has_role: {Args: {_user_id: string; _role: AppRole}; Returns: boolean};
      review_product_copy_override: {
        Args: {
          _id: string;
          _decision: 'approve' | 'reject' | 'restore' | 'original';
          _confirm_warnings?: boolean;
          /** The version the admin's page showed. */
          _version?: number;
        };
        Returns: ProductCopyOverride;
      };
      edit_product_copy_override: {
        Args: {
          _id: string;
          _hook: string;
          _benefits: string;
          _perfect_for: string;
          _warnings?: string[];
          _version?: number;
        };
        Returns: ProductCopyOverride;
      };
      subscribe_to_newsletter: {Args: {_email: string; _source?: string}; Returns: undefined};
      submit_privacy_request: {
        Args: {
          _first_name: string;
          _last_name: string;
          _email: string;
          _state: string;
          _opt_out_sale: boolean;
          _opt_out_targeted_ads: boolean;
        };
        Returns: undefined;
      };
      claim_sign_in_attempt: {Args: {_email_key: string; _ip_key?: string}; Returns: number};
      sign_in_succeeded: {Args: {_email_key: string; _ip_key?: string}; Returns: undefined};
    };
    Enums: {app_role: AppRole};
    CompositeTypes: Record<never, never>;
  };
};
