import {
  argList,
  argText,
  needArg,
  restAction,
  type TAction,
  type TActionArgs,
  type TRestActionSpec,
  type TRestService,
} from '../../shared/action-tools'

const id = (args: TActionArgs, name: string) => encodeURIComponent(needArg(args, name))
const TEAM = { teamId: 'The ID of the team' }
const CHANNEL = { ...TEAM, channelId: 'The ID of the channel' }
const CHAT = { chatId: 'The ID of the chat' }
const channelPath = (a: TActionArgs) => `teams/${id(a, 'teamId')}/channels/${id(a, 'channelId')}`
const member = (user: string) => ({
  '@odata.type': '#microsoft.graph.aadUserConversationMember',
  roles: ['owner'],
  'user@odata.bind': `https://graph.microsoft.com/v1.0/users('${encodeURIComponent(user)}')`,
})
/** Arguments and their per-action inputs: `{ arg: input }` for every arg named with the action's suffix. */
const inputsOf = (suffix: string, args: readonly string[]) =>
  Object.fromEntries(args.map((arg) => [arg, `${arg}${suffix}`]))

const CHANNEL_VERBS: readonly ('delete' | 'archive' | 'unarchive')[] = ['delete', 'archive', 'unarchive']
const REACTION_VERBS: readonly ('set' | 'unset')[] = ['set', 'unset']

const CHANNEL_ACTIONS: readonly TRestActionSpec[] = [
  {
    action: 'listChannels',
    tool: 'list_channels',
    description: 'Lists the channels of a team',
    args: { ...TEAM, maxResults: 'At most' },
    required: ['teamId'],
    inputs: inputsOf('ListChannels', ['teamId', 'maxResults']),
    request: (a) => ({
      path: `teams/${id(a, 'teamId')}/channels`,
      query: { $top: argText(a, 'maxResults') },
    }),
  },
  {
    action: 'getChannel',
    tool: 'get_channel',
    description: 'Reads a Teams channel',
    args: CHANNEL,
    required: ['teamId', 'channelId'],
    inputs: inputsOf('GetChannel', ['teamId', 'channelId']),
    request: (a) => ({ path: channelPath(a) }),
  },
  {
    action: 'createChannel',
    tool: 'create_channel',
    description: 'Creates a channel in a team',
    args: {
      ...TEAM,
      displayName: 'The name',
      description: 'What it is for',
      membershipType: 'standard, private or shared',
    },
    required: ['teamId', 'displayName'],
    inputs: inputsOf('CreateChannel', ['teamId', 'displayName', 'description', 'membershipType']),
    request: (a) => ({
      path: `teams/${id(a, 'teamId')}/channels`,
      method: 'POST',
      body: {
        displayName: needArg(a, 'displayName'),
        description: argText(a, 'description'),
        membershipType: argText(a, 'membershipType') || 'standard',
      },
    }),
  },
  {
    action: 'updateChannel',
    tool: 'update_channel',
    description: 'Renames a Teams channel',
    args: { ...CHANNEL, displayName: 'The new name' },
    required: ['teamId', 'channelId', 'displayName'],
    inputs: inputsOf('UpdateChannel', ['teamId', 'channelId', 'displayName']),
    request: (a) => ({
      path: channelPath(a),
      method: 'PATCH',
      body: { displayName: needArg(a, 'displayName') },
    }),
  },
  ...CHANNEL_VERBS.map((verb): TRestActionSpec => ({
    action: `${verb}Channel`,
    tool: `${verb}_channel`,
    description: `${verb[0]?.toUpperCase()}${verb.slice(1)}s a Teams channel`,
    args: CHANNEL,
    required: ['teamId', 'channelId'],
    inputs: inputsOf('DeleteChannel', ['teamId', 'channelId']),
    request: (a) =>
      verb === 'delete'
        ? { path: channelPath(a), method: 'DELETE' }
        : { path: `${channelPath(a)}/${verb}`, method: 'POST' },
  })),
  {
    action: 'listChannelMembers',
    tool: 'list_channel_members',
    description: 'Lists the members of a Teams channel',
    args: CHANNEL,
    required: ['teamId', 'channelId'],
    inputs: inputsOf('ChannelMembers', ['teamId', 'channelId']),
    request: (a) => ({ path: `${channelPath(a)}/members` }),
  },
  {
    action: 'addChannelMember',
    tool: 'add_channel_member',
    description: 'Adds a user to a private or shared Teams channel',
    args: { ...CHANNEL, userId: 'The user ID or email' },
    required: ['teamId', 'channelId', 'userId'],
    inputs: { ...inputsOf('ChannelMembers', ['teamId', 'channelId']), userId: 'userIdChannelMember' },
    request: (a) => ({
      path: `${channelPath(a)}/members`,
      method: 'POST',
      body: member(needArg(a, 'userId')),
    }),
  },
  {
    action: 'removeChannelMember',
    tool: 'remove_channel_member',
    description: 'Removes a membership from a Teams channel',
    args: { ...CHANNEL, userId: 'The membership ID' },
    required: ['teamId', 'channelId', 'userId'],
    inputs: { ...inputsOf('ChannelMembers', ['teamId', 'channelId']), userId: 'userIdChannelMember' },
    request: (a) => ({ path: `${channelPath(a)}/members/${id(a, 'userId')}`, method: 'DELETE' }),
  },
]

const CHAT_ACTIONS: readonly TRestActionSpec[] = [
  {
    action: 'listChats',
    tool: 'list_chats',
    description: 'Lists the user’s Teams chats',
    args: { maxResults: 'At most' },
    inputs: { maxResults: 'maxResultsListChats' },
    request: (a) => ({ path: 'me/chats', query: { $top: argText(a, 'maxResults') } }),
  },
  {
    action: 'getChat',
    tool: 'get_chat',
    description: 'Reads a Teams chat',
    args: CHAT,
    required: ['chatId'],
    inputs: { chatId: 'chatIdGetChat' },
    request: (a) => ({ path: `chats/${id(a, 'chatId')}` }),
  },
  {
    action: 'createChat',
    tool: 'create_chat',
    description: 'Starts a Teams chat with people',
    args: {
      chatType: 'oneOnOne or group',
      topic: 'The topic of a group chat',
      members: 'User IDs or emails, separated by commas (the user included)',
    },
    required: ['members'],
    inputs: inputsOf('CreateChat', ['chatType', 'topic', 'members']),
    request: (a) => ({
      path: 'chats',
      method: 'POST',
      body: {
        chatType: argText(a, 'chatType') || 'group',
        ...(argText(a, 'topic') ? { topic: argText(a, 'topic') } : {}),
        members: argList(a, 'members').map(member),
      },
    }),
  },
  {
    action: 'updateChat',
    tool: 'update_chat',
    description: 'Changes the topic of a Teams group chat',
    args: { ...CHAT, topic: 'The new topic' },
    required: ['chatId', 'topic'],
    inputs: inputsOf('UpdateChat', ['chatId', 'topic']),
    request: (a) => ({
      path: `chats/${id(a, 'chatId')}`,
      method: 'PATCH',
      body: { topic: needArg(a, 'topic') },
    }),
  },
  {
    action: 'deleteChat',
    tool: 'delete_chat',
    description: 'Deletes a Teams chat',
    args: CHAT,
    required: ['chatId'],
    inputs: { chatId: 'chatIdDeleteChat' },
    request: (a) => ({ path: `chats/${id(a, 'chatId')}`, method: 'DELETE' }),
  },
  {
    action: 'listChatMembers',
    tool: 'list_chat_members',
    description: 'Lists the members of a Teams chat',
    args: CHAT,
    required: ['chatId'],
    inputs: { chatId: 'chatIdChatMembers' },
    request: (a) => ({ path: `chats/${id(a, 'chatId')}/members` }),
  },
  {
    action: 'addChatMember',
    tool: 'add_chat_member',
    description: 'Adds a user to a Teams chat',
    args: { ...CHAT, userId: 'The user ID or email' },
    required: ['chatId', 'userId'],
    inputs: { chatId: 'chatIdChatMembers', userId: 'userIdChatMember' },
    request: (a) => ({
      path: `chats/${id(a, 'chatId')}/members`,
      method: 'POST',
      body: member(needArg(a, 'userId')),
    }),
  },
  {
    action: 'removeChatMember',
    tool: 'remove_chat_member',
    description: 'Removes a membership from a Teams chat',
    args: { ...CHAT, userId: 'The membership ID' },
    required: ['chatId', 'userId'],
    inputs: { chatId: 'chatIdChatMembers', userId: 'userIdChatMember' },
    request: (a) => ({ path: `chats/${id(a, 'chatId')}/members/${id(a, 'userId')}`, method: 'DELETE' }),
  },
  {
    action: 'pinMessage',
    tool: 'pin_message',
    description: 'Pins a message in a Teams chat',
    args: { ...CHAT, messageId: 'The ID of the message' },
    required: ['chatId', 'messageId'],
    inputs: { chatId: 'chatIdPinMessage', messageId: 'messageIdPinMessage' },
    request: (a) => ({
      path: `chats/${id(a, 'chatId')}/pinnedMessages`,
      method: 'POST',
      body: {
        'message@odata.bind': `https://graph.microsoft.com/v1.0/chats/${id(a, 'chatId')}/messages/${id(a, 'messageId')}`,
      },
    }),
  },
  {
    action: 'unpinMessage',
    tool: 'unpin_message',
    description: 'Unpins a message of a Teams chat',
    args: { ...CHAT, messageId: 'The ID of the pin' },
    required: ['chatId', 'messageId'],
    inputs: { chatId: 'chatIdPinMessage', messageId: 'messageIdPinMessage' },
    request: (a) => ({
      path: `chats/${id(a, 'chatId')}/pinnedMessages/${id(a, 'messageId')}`,
      method: 'DELETE',
    }),
  },
]

const PLACE = { chatChannelId: 'The chat or channel', teamId: 'The team, when it is a channel' }
/** A chat's or, with a team, a channel's messages. */
const messages = (a: TActionArgs) =>
  argText(a, 'teamId')
    ? `teams/${id(a, 'teamId')}/channels/${id(a, 'chatChannelId')}/messages`
    : `chats/${id(a, 'chatChannelId')}/messages`
const one = (a: TActionArgs) => `${messages(a)}/${id(a, 'messageId')}`
const placed = (suffix: string, extra: readonly string[] = []) =>
  inputsOf(suffix, ['chatChannelId', 'teamId', ...extra])
const html = (a: TActionArgs, name: string) => ({
  contentType: argText(a, 'contentType') || 'text',
  content: needArg(a, name),
})

const MESSAGE_ACTIONS: readonly TRestActionSpec[] = [
  {
    action: 'listMessages',
    tool: 'list_messages',
    description: 'Lists the messages of a Teams chat or channel',
    args: { ...PLACE, maxResults: 'At most' },
    required: ['chatChannelId'],
    inputs: placed('ListMessages', ['maxResults']),
    request: (a) => ({ path: messages(a), query: { $top: argText(a, 'maxResults') } }),
  },
  {
    action: 'getMessage',
    tool: 'get_message',
    description: 'Reads a message of a Teams chat or channel',
    args: { ...PLACE, messageId: 'The ID of the message' },
    required: ['chatChannelId', 'messageId'],
    inputs: placed('GetMessage', ['messageId']),
    request: (a) => ({ path: one(a) }),
  },
  {
    action: 'sendMessage',
    tool: 'send_message',
    description: 'Sends a message to a Teams chat or channel',
    args: { ...PLACE, messageBody: 'The text', contentType: 'text or html' },
    required: ['chatChannelId', 'messageBody'],
    inputs: { ...placed('SendMessage', ['messageBody']), contentType: 'contentTypeSendMessage' },
    request: (a) => ({ path: messages(a), method: 'POST', body: { body: html(a, 'messageBody') } }),
  },
  {
    action: 'updateMessage',
    tool: 'update_message',
    description: 'Changes the text of a message of a Teams chat or channel',
    args: { ...PLACE, messageId: 'The ID of the message', messageBody: 'The new text' },
    required: ['chatChannelId', 'messageId', 'messageBody'],
    inputs: placed('UpdateMessage', ['messageId']),
    request: (a) => ({ path: one(a), method: 'PATCH', body: { body: html(a, 'messageBody') } }),
  },
  {
    action: 'deleteMessage',
    tool: 'delete_message',
    description: 'Deletes a message of a Teams chat or channel',
    args: { ...PLACE, messageId: 'The ID of the message' },
    required: ['chatChannelId', 'messageId'],
    inputs: placed('DeleteMessage', ['messageId']),
    request: (a) => ({ path: `${one(a)}/softDelete`, method: 'POST' }),
  },
  {
    action: 'replyToMessage',
    tool: 'reply_to_message',
    description: 'Replies to a message of a Teams channel (in a chat: sends to the chat)',
    args: { ...PLACE, messageId: 'The ID of the message', replyBody: 'The text of the reply' },
    required: ['chatChannelId', 'messageId', 'replyBody'],
    inputs: placed('ReplyMessage', ['messageId', 'replyBody']),
    request: (a) => ({
      path: argText(a, 'teamId') ? `${one(a)}/replies` : messages(a),
      method: 'POST',
      body: { body: html(a, 'replyBody') },
    }),
  },
  ...REACTION_VERBS.map((verb): TRestActionSpec => ({
    action: `${verb}Reaction`,
    tool: `${verb}_reaction`,
    description: `${verb === 'set' ? 'Adds' : 'Removes'} a reaction to a Teams message`,
    args: {
      ...PLACE,
      messageId: 'The ID of the message',
      reactionType: 'like, heart, laugh, surprised, sad or angry',
    },
    required: ['chatChannelId', 'messageId'],
    inputs: { ...placed('Reaction', ['messageId']), reactionType: 'reactionTypeSetReaction' },
    request: (a) => ({
      path: `${one(a)}/${verb}Reaction`,
      method: 'POST',
      body: { reactionType: argText(a, 'reactionType') || 'like' },
    }),
  })),
  {
    action: 'getAllMessages',
    tool: 'get_all_messages',
    description: 'Lists the messages of every chat of the user',
    args: {},
    request: () => ({ path: 'me/chats/getAllMessages' }),
  },
]

/** Every Teams action, keyed by the names Flowise's Channel/Chat/Chat Message Actions save. */
export const teamsActions = (api: TRestService): TAction[] =>
  [...CHANNEL_ACTIONS, ...CHAT_ACTIONS, ...MESSAGE_ACTIONS].map((spec) => restAction(api, spec))
