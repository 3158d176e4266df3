// The loopback server moved to testkit, where the server's tests reach it too.
export { startLocalHttpServer, type TLocalRequest, type TLocalServer } from '@unikflow/testkit'
