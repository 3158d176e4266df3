import {
  argText,
  callRest,
  needArg,
  stringArgs,
  type TAction,
  type TActionArgs,
  type TRestService,
} from '../../shared/action-tools'

/** The node's resources (its inputs) and what each permission lets the model do. */
export const STRIPE_RESOURCES = [
  'paymentLinks',
  'products',
  'prices',
  'balance',
  'invoiceItems',
  'invoices',
  'customers',
] as const

/** Stripe takes form-encoded parameters; empty arguments are left out. */
function form(args: TActionArgs, names: readonly string[]) {
  const body = new URLSearchParams()
  for (const name of names) {
    const value = argText(args, name)
    if (value) body.set(name, value)
  }
  return { body: body.toString(), type: 'application/x-www-form-urlencoded' }
}

type TStripeSpec = {
  readonly action: string
  readonly tool: string
  readonly description: string
  readonly args: Readonly<Record<string, string>>
  readonly required?: readonly string[]
  readonly path: (args: TActionArgs) => string
  /** The arguments are the form body of a POST; a GET sends them as its query. */
  readonly post?: boolean
  /** The arguments are all in the path. */
  readonly pathOnly?: boolean
}

const SPECS: readonly TStripeSpec[] = [
  {
    action: 'customers.create',
    tool: 'create_customer',
    description: 'Creates a Stripe customer',
    args: { name: 'The customer’s name', email: 'The customer’s email' },
    required: ['name'],
    path: () => 'customers',
    post: true,
  },
  {
    action: 'customers.read',
    tool: 'list_customers',
    description: 'Lists Stripe customers, optionally by email',
    args: { limit: 'How many (1 to 100)', email: 'Only the customers with this email' },
    path: () => 'customers',
  },
  {
    action: 'products.create',
    tool: 'create_product',
    description: 'Creates a Stripe product',
    args: { name: 'The product’s name', description: 'What it is' },
    required: ['name'],
    path: () => 'products',
    post: true,
  },
  {
    action: 'products.read',
    tool: 'list_products',
    description: 'Lists Stripe products',
    args: { limit: 'How many (1 to 100)' },
    path: () => 'products',
  },
  {
    action: 'prices.create',
    tool: 'create_price',
    description: 'Creates a price of a product',
    args: {
      product: 'The product’s ID',
      unit_amount: 'The amount in the currency’s smallest unit (cents)',
      currency: 'A three-letter ISO code, such as usd',
    },
    required: ['product', 'unit_amount', 'currency'],
    path: () => 'prices',
    post: true,
  },
  {
    action: 'prices.read',
    tool: 'list_prices',
    description: 'Lists prices, optionally of one product',
    args: { product: 'Only this product’s prices', limit: 'How many (1 to 100)' },
    path: () => 'prices',
  },
  {
    action: 'paymentLinks.create',
    tool: 'create_payment_link',
    description: 'Creates a payment link for a price',
    args: { price: 'The price’s ID', quantity: 'How many units' },
    required: ['price', 'quantity'],
    path: () => 'payment_links',
    post: true,
  },
  {
    action: 'invoices.create',
    tool: 'create_invoice',
    description: 'Creates a draft invoice of a customer',
    args: { customer: 'The customer’s ID', days_until_due: 'Days the customer has to pay' },
    required: ['customer'],
    path: () => 'invoices',
    post: true,
  },
  {
    action: 'invoiceItems.create',
    tool: 'create_invoice_item',
    description: 'Adds a price to a customer’s invoice',
    args: { customer: 'The customer’s ID', price: 'The price’s ID', invoice: 'The invoice’s ID' },
    required: ['customer', 'price', 'invoice'],
    path: () => 'invoiceitems',
    post: true,
  },
  {
    action: 'invoices.update',
    tool: 'finalize_invoice',
    description: 'Finalizes a draft invoice so it can be paid',
    args: { invoice: 'The invoice’s ID' },
    required: ['invoice'],
    path: (args) => `invoices/${encodeURIComponent(needArg(args, 'invoice'))}/finalize`,
    post: true,
    pathOnly: true,
  },
  {
    action: 'balance.read',
    tool: 'retrieve_balance',
    description: 'Reads the Stripe account’s balance',
    args: {},
    path: () => 'balance',
  },
]

/** Stripe's REST API actions, each named `<resource>.<permission>` after the node's inputs. */
export function stripeActions(api: TRestService): TAction[] {
  return SPECS.map((spec) => {
    const params = spec.pathOnly ? [] : Object.keys(spec.args)
    return {
      action: spec.action,
      tool: spec.tool,
      description: spec.description,
      schema: stringArgs(spec.args, spec.required),
      run: (args, signal) => {
        for (const name of spec.required ?? []) needArg(args, name)
        const path = spec.path(args)
        if (spec.post) return callRest(api, path, { method: 'POST', raw: form(args, params), signal })
        const query = Object.fromEntries(params.map((n) => [n, argText(args, n)]))
        return callRest(api, path, { query, signal })
      },
    }
  })
}
