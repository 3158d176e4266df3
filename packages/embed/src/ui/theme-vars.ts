// The theme as CSS custom properties on the widget's root (styles.ts reads them).
import type { ResolvedTheme } from '../options'
import type { Mode } from './state'

function px(n: number | undefined, fallback: string): string {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? `${n}px` : fallback
}

export function themeVars(theme: ResolvedTheme, mode: Mode): Record<string, string> {
  const { button, chatWindow: w, tooltip, disclaimer } = theme
  return {
    '--uf-right': px(button.right, '20px'),
    '--uf-bottom': px(button.bottom, '20px'),
    '--uf-size': px(button.size, '48px'),
    '--uf-bubble-bg': button.backgroundColor,
    '--uf-bubble-fg': button.iconColor,
    '--uf-width': px(w.width, '400px'),
    '--uf-height': px(w.height, mode === 'full' ? '100%' : '680px'),
    '--uf-font': px(w.fontSize, '15px'),
    '--uf-starter-font': px(w.starterPromptFontSize, '14px'),
    '--uf-bg': w.backgroundColor,
    '--uf-bg-image': w.backgroundImage
      ? `url("${encodeURI(w.backgroundImage).replace(/"/g, '%22')}")`
      : 'none',
    '--uf-title-bg': w.titleBackgroundColor,
    '--uf-title-fg': w.titleTextColor,
    '--uf-bot-bg': w.botMessage.backgroundColor,
    '--uf-bot-fg': w.botMessage.textColor,
    '--uf-user-bg': w.userMessage.backgroundColor,
    '--uf-user-fg': w.userMessage.textColor,
    '--uf-input-bg': w.textInput.backgroundColor,
    '--uf-input-fg': w.textInput.textColor,
    '--uf-send': w.textInput.sendButtonColor,
    '--uf-accent': w.textInput.sendButtonColor || button.backgroundColor,
    '--uf-feedback': w.feedback.color,
    '--uf-footer': w.footer.textColor,
    '--uf-tip-bg': tooltip.tooltipBackgroundColor,
    '--uf-tip-fg': tooltip.tooltipTextColor,
    '--uf-tip-font': px(tooltip.tooltipFontSize, '14px'),
    '--uf-disc-bg': disclaimer?.backgroundColor ?? '#ffffff',
    '--uf-disc-fg': disclaimer?.textColor ?? '#111827',
    '--uf-disc-btn': disclaimer?.buttonColor ?? button.backgroundColor,
    '--uf-disc-btn-fg': disclaimer?.buttonTextColor ?? '#ffffff',
    '--uf-disc-blur': disclaimer?.blurredBackgroundColor ?? 'rgba(15,23,42,.35)',
  }
}
