import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Kept so Flowise exports that use it open: ChatGPT plugins are gone, and Flowise retired the node. */
export const aiPlugin = defineNode({
  name: 'aiPlugin',
  label: 'AI Plugin',
  version: 1,
  type: 'AIPlugin',
  category: NodeCategories.Tools,
  description: 'Actions of a ChatGPT plugin (plugins are gone; Flowise retired this node)',
  baseClasses: ['AIPlugin', 'Tool'],
  icon: 'tools/aiPlugin/aiPlugin.svg',
  badge: 'DEPRECATING',
  inputs: [
    {
      label: 'Plugin Url',
      name: 'pluginUrl',
      type: 'string',
      placeholder: 'https://www.klarna.com/.well-known/ai-plugin.json',
    },
  ],
})
