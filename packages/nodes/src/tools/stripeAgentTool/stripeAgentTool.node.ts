import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** What the model may do with one kind of Stripe object (not every kind has every permission). */
const permissions = (label: string, name: string) => ({
  label,
  name,
  type: 'multiOptions' as const,
  options: [
    { label: 'Create', name: 'create' },
    { label: 'Update', name: 'update' },
    { label: 'Read', name: 'read' },
  ],
  optional: true,
  additionalParams: true,
})

/** Stripe actions (customers, products, prices, payment links, invoices, balance) as tools for an agent. */
export const stripeAgentTool = defineNode({
  name: 'stripeAgentTool',
  label: 'StripeAgentTool',
  version: 1,
  type: 'stripeAgentTool',
  category: NodeCategories.Tools,
  description:
    'Lets an agent work with a Stripe account: customers, products, prices, payment links, invoices',
  badge: 'BETA',
  baseClasses: ['stripeAgentTool', 'Tool'],
  icon: 'tools/stripeAgentTool/stripeAgentTool.svg',
  credential: { label: 'Connect Credential', credentialNames: ['stripeApi'] },
  inputs: [
    permissions('Payment Links', 'paymentLinks'),
    permissions('Products', 'products'),
    permissions('Prices', 'prices'),
    permissions('Balance', 'balance'),
    permissions('Invoice Items', 'invoiceItems'),
    permissions('Invoices', 'invoices'),
    permissions('Customers', 'customers'),
  ],
})
