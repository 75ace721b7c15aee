// WeChat official-account and WeCom calls: the JS-SDK signatures. (The OAuth openid comes with the scene
// login, api/account.ts; the spec's /api/wx/pub/openid has no client function: docs/decisions.md.)
import { call } from '@/lib/request/client';

/** wx.config's signature for one URL. */
export interface JsSdkConfigWire {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** wx.agentConfig's signature for one URL (WeCom). */
export interface AgentConfigWire {
  corpid: string;
  agentid: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** POST /api/wx/qy/config: JS-SDK config signature for `url` (no hash). */
export function fetchJsSdkConfig(url: string): Promise<JsSdkConfigWire> {
  return call<JsSdkConfigWire>('/api/wx/qy/config', { url }, { silent: true });
}

/** POST /api/wx/qy/agent/config: WeCom agentConfig signature for `url`. */
export function fetchAgentConfig(url: string): Promise<AgentConfigWire> {
  return call<AgentConfigWire>('/api/wx/qy/agent/config', { url }, { silent: true });
}
