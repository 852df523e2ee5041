package org.tahqiq.kernel;

import java.nio.charset.StandardCharsets;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites a class file so that its calls to {@code System.exit(int)}, {@code Runtime.exit(int)} and
 * {@code Runtime.halt(int)} (direct calls and method references) go to {@link ExitTrap} instead. Each
 * replacement takes the same operands from the stack, so the class's stack maps stay valid.
 */
final class ExitCalls {

    private static final String TRAP = ExitTrap.class.getName().replace('.', '/');
    private static final String SYSTEM = "java/lang/System";
    private static final String RUNTIME = "java/lang/Runtime";
    private static final String INT_TO_VOID = "(I)V";
    private static final String RUNTIME_INT_TO_VOID = "(Ljava/lang/Runtime;I)V";
    private static final byte[] EXIT = "exit".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] HALT = "halt".getBytes(StandardCharsets.US_ASCII);

    private ExitCalls() {}

    /** The class with its exit calls rerouted; the same array when it has none. */
    static byte[] reroute(byte[] classFile) {
        // Cheap test first: a class that calls exit or halt has that name in its constant pool.
        if (!contains(classFile, EXIT) && !contains(classFile, HALT)) {
            return classFile;
        }
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(reader, 0);
        boolean[] changed = {false};
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String signature, String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9, super.visitMethod(access, name, desc, signature, exceptions)) {
                    @Override
                    public void visitMethodInsn(int opcode, String owner, String method, String mdesc, boolean itf) {
                        Handle target = replacement(opcode == Opcodes.INVOKESTATIC ? Opcodes.H_INVOKESTATIC
                                : opcode == Opcodes.INVOKEVIRTUAL ? Opcodes.H_INVOKEVIRTUAL : -1, owner, method, mdesc);
                        if (target == null) {
                            super.visitMethodInsn(opcode, owner, method, mdesc, itf);
                        } else {
                            changed[0] = true;
                            super.visitMethodInsn(Opcodes.INVOKESTATIC, TRAP, target.getName(), target.getDesc(), false);
                        }
                    }

                    @Override
                    public void visitInvokeDynamicInsn(String name, String desc, Handle bsm, Object... args) {
                        Object[] rewritten = args.clone();
                        for (int i = 0; i < rewritten.length; i++) {
                            if (rewritten[i] instanceof Handle h) {
                                Handle target = replacement(h.getTag(), h.getOwner(), h.getName(), h.getDesc());
                                if (target != null) {
                                    changed[0] = true;
                                    rewritten[i] = target;
                                }
                            }
                        }
                        super.visitInvokeDynamicInsn(name, desc, bsm, rewritten);
                    }
                };
            }
        }, 0);
        return changed[0] ? writer.toByteArray() : classFile;
    }

    /** The {@link ExitTrap} method standing in for an exit call, or null if the call is something else. */
    private static Handle replacement(int tag, String owner, String name, String desc) {
        if (tag == Opcodes.H_INVOKESTATIC && owner.equals(SYSTEM) && name.equals("exit") && desc.equals(INT_TO_VOID)) {
            return new Handle(Opcodes.H_INVOKESTATIC, TRAP, "exit", INT_TO_VOID, false);
        }
        if (tag == Opcodes.H_INVOKEVIRTUAL && owner.equals(RUNTIME) && (name.equals("exit") || name.equals("halt"))
                && desc.equals(INT_TO_VOID)) {
            return new Handle(Opcodes.H_INVOKESTATIC, TRAP, name, RUNTIME_INT_TO_VOID, false);
        }
        return null;
    }

    static boolean contains(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0, last = haystack.length - needle.length; i <= last; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
