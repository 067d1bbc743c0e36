/** Styles live in the widget's shadow root: the host page's CSS cannot reach them, nor they the page. */
export const CSS = `
:host{all:initial}
*{box-sizing:border-box;font-family:-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;font-size:14px}
.launcher{position:fixed;right:24px;bottom:24px;z-index:2147483000;border:0;border-radius:24px;padding:12px 18px;
 background:#2f54eb;color:#fff;cursor:pointer;box-shadow:0 4px 12px rgba(0,0,0,.2)}
.panel{position:fixed;right:24px;bottom:84px;z-index:2147483000;width:360px;max-width:calc(100vw - 32px);height:520px;
 max-height:calc(100vh - 120px);display:flex;flex-direction:column;background:#fff;border-radius:12px;
 box-shadow:0 8px 28px rgba(0,0,0,.22);overflow:hidden}
.panel[hidden]{display:none}
.head{display:flex;align-items:center;gap:8px;padding:12px 14px;background:#2f54eb;color:#fff}
.head .title{flex:1;font-weight:600;color:#fff}
.head button{border:1px solid rgba(255,255,255,.6);background:transparent;color:#fff;border-radius:4px;padding:2px 8px;cursor:pointer}
.head button:disabled{opacity:.6;cursor:default}
.log{flex:1;overflow-y:auto;padding:12px;background:#f5f6fa;display:flex;flex-direction:column;gap:8px}
.msg{max-width:85%;padding:8px 10px;border-radius:8px;white-space:pre-wrap;word-break:break-word;line-height:1.5}
.msg.bot{align-self:flex-start;background:#fff;border:1px solid #e5e7ef}
.msg.user{align-self:flex-end;background:#2f54eb;color:#fff}
.msg.sys{align-self:center;background:transparent;color:#8c8c8c;font-size:12px}
.msg.err{align-self:center;background:#fff1f0;color:#cf1322;font-size:12px}
.chips{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
.chip{border:1px solid #2f54eb;color:#2f54eb;background:#fff;border-radius:14px;padding:3px 10px;cursor:pointer}
.chip:disabled{border-color:#d9d9d9;color:#bfbfbf;cursor:not-allowed}
.votes{display:flex;gap:6px;margin-top:6px;align-items:center;flex-wrap:wrap}
.votes button{border:1px solid #d9d9d9;background:#fff;border-radius:4px;padding:1px 8px;cursor:pointer;color:#595959;font-size:12px}
.votes .done{color:#8c8c8c;font-size:12px}
.votes input{flex:1;min-width:120px;border:1px solid #d9d9d9;border-radius:4px;padding:2px 6px;font-size:12px}
.menus{display:flex;gap:6px;padding:8px 12px 0;flex-wrap:wrap;background:#fff}
.input{display:flex;gap:8px;padding:10px 12px;background:#fff;border-top:1px solid #f0f0f0}
.input input{flex:1;border:1px solid #d9d9d9;border-radius:6px;padding:6px 10px;outline:none}
.input input:focus{border-color:#2f54eb}
.input button{border:0;border-radius:6px;background:#2f54eb;color:#fff;padding:6px 14px;cursor:pointer}
.input button:disabled{background:#adc6ff;cursor:default}
`;
