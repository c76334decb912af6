/*
 * baloot-lite: a JupyterLite extension of one plugin for the lessons' offline site, written
 * by hand (no build step, nothing imported): the module-federation container JupyterLab's
 * bootstrap expects (`window._JUPYTERLAB[name]` with `init` and `get`); binder/lite/build_site.py
 * puts it in the site.
 *
 * What: a notebook opened while a notebook's Python is running uses that Python (the kernel
 * preference's `id`), instead of starting a Pyodide of its own (30-50 s and 200+ MB each).
 * The first notebook starts the Python as before.
 *
 * Why a plugin: JupyterLab picks a notebook's kernel from its kernelspec name and language,
 * never among the running kernels (`Private.getDefaultKernel` in @jupyterlab/apputils,
 * sessioncontext.tsx), and uses a running one only when the opener gives its id
 * (`SessionContext.startKernel`: `preference.id`), which no setting, jupyter-lite.json key
 * or `?path=` parameter does.  With the id, JupyterLite's session client starts a session
 * on that kernel (`LiteSessionClient.startNew`, @jupyterlite/services session/client.ts).
 *
 * How: every document widget the `Notebook` factory creates gets, before its content loads
 * (`widgetCreated` comes before `Context.initialize`), the id of the first running
 * session's kernel in its kernel preference.  A notebook that already has a session keeps it
 * (`SessionContext._initialize` connects to a session on its path first).
 */
(function () {
  'use strict';

  var NOTEBOOK_FACTORY = 'Notebook';

  /** The id of a running kernel to share, or null when none is running. */
  function runningKernelId(app) {
    var sessions = app.serviceManager && app.serviceManager.sessions;
    if (!sessions) {
      return null;
    }
    var models = Array.from(sessions.running());
    for (var i = 0; i < models.length; i++) {
      var kernel = models[i].kernel;
      if (kernel && kernel.id) {
        return kernel.id;
      }
    }
    return null;
  }

  function shareRunningKernel(app, widget) {
    var context = widget && widget.context;
    var sessionContext = context && context.sessionContext;
    if (!sessionContext || sessionContext.session) {
      return;
    }
    var id = runningKernelId(app);
    if (id) {
      sessionContext.kernelPreference = Object.assign({}, sessionContext.kernelPreference, {
        id: id
      });
    }
  }

  var plugin = {
    id: 'baloot-lite:one-python',
    description: 'A notebook opened while a Python is running uses that Python.',
    autoStart: true,
    activate: function (app) {
      var registry = app.docRegistry;
      var hooked = [];
      function hook(factory) {
        if (!factory || hooked.indexOf(factory) !== -1) {
          return;
        }
        hooked.push(factory);
        factory.widgetCreated.connect(function (_, widget) {
          shareRunningKernel(app, widget);
        });
      }
      // the notebook extension may register its factory after this plugin is activated
      // (`changed` names a factory in lower case)
      hook(registry.getWidgetFactory(NOTEBOOK_FACTORY));
      registry.changed.connect(function (_, change) {
        if (
          change.type === 'widgetFactory' &&
          String(change.name).toLowerCase() === NOTEBOOK_FACTORY.toLowerCase()
        ) {
          hook(registry.getWidgetFactory(NOTEBOOK_FACTORY));
        }
      });
    }
  };

  var modules = {
    './extension': { __esModule: true, default: [plugin] }
  };

  window._JUPYTERLAB = window._JUPYTERLAB || {};
  window._JUPYTERLAB['baloot-lite'] = {
    init: function () {
      return Promise.resolve();
    },
    get: function (name) {
      var module = modules[name];
      if (!module) {
        return Promise.reject(new Error('baloot-lite has no module ' + name));
      }
      return Promise.resolve(function () {
        return module;
      });
    }
  };
})();
