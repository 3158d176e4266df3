/** The NIM setup wizard's commands, written for the person's machine. */
export type NimOs = 'linux' | 'windows' | 'mac'

/** NIM images people start with (NVIDIA's catalogue names them `nvcr.io/nim/<model>`). */
export const NIM_MODELS = [
  'meta/llama-3.1-8b-instruct',
  'meta/llama-3.2-3b-instruct',
  'mistralai/mistral-7b-instruct-v0.3',
  'microsoft/phi-3-mini-4k-instruct',
] as const

export function detectOs(userAgent: string): NimOs {
  if (/Windows/i.test(userAgent)) return 'windows'
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'mac'
  return 'linux'
}

const containerName = (model: string) =>
  `nim-${
    model
      .split('/')
      .pop()
      ?.replace(/[^a-z0-9-]/gi, '-') ?? 'model'
  }`

export interface NimSteps {
  install: string
  pull: string
  start: string
  /** What the node's Base Path becomes. */
  endpoint: string
}

export function nimSteps(os: NimOs, model: string, port: number): NimSteps {
  const image = `nvcr.io/nim/${model}:latest`
  const install =
    os === 'windows'
      ? [
          '# PowerShell as administrator: WSL 2 with Ubuntu (NIM runs there)',
          'wsl --install -d Ubuntu',
          '# Then install Docker Desktop (WSL 2 backend) and the latest NVIDIA driver for your GPU:',
          '# https://www.docker.com/products/docker-desktop/',
        ].join('\n')
      : [
          '# Docker and the NVIDIA Container Toolkit (an NVIDIA GPU and driver are required)',
          'curl -fsSL https://get.docker.com | sh',
          'curl -fsSL https://nvidia.github.io/libnvidia-container/gpgkey | sudo gpg --dearmor -o /usr/share/keyrings/nvidia-container-toolkit-keyring.gpg',
          'curl -fsSL https://nvidia.github.io/libnvidia-container/stable/deb/nvidia-container-toolkit.list | sed "s#deb https://#deb [signed-by=/usr/share/keyrings/nvidia-container-toolkit-keyring.gpg] https://#g" | sudo tee /etc/apt/sources.list.d/nvidia-container-toolkit.list',
          'sudo apt-get update && sudo apt-get install -y nvidia-container-toolkit',
          'sudo nvidia-ctk runtime configure --runtime=docker && sudo systemctl restart docker',
        ].join('\n')
  const shell = os === 'windows' ? '# In the Ubuntu (WSL) terminal\n' : ''
  const pull = [
    `${shell}export NGC_API_KEY=<your NGC API key>`,
    'echo "$NGC_API_KEY" | docker login nvcr.io --username \'$oauthtoken\' --password-stdin',
    `docker pull ${image}`,
  ].join('\n')
  const start = [
    `${shell}mkdir -p ~/.cache/nim`,
    `docker run -d --name ${containerName(model)} --gpus all --shm-size=16GB \\`,
    '  -e NGC_API_KEY -v ~/.cache/nim:/opt/nim/.cache \\',
    `  -p ${port}:8000 ${image}`,
  ].join('\n')
  return { install, pull, start, endpoint: `http://localhost:${port}/v1` }
}
