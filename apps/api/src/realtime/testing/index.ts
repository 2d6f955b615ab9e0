// Test builders of realtime, for specs of any context: a websocket client that speaks the protocol.
export { openSocket, handshakeStatus, randomAddress, TestSocket } from './test-socket';
