====================================================================================================
Compiled method (c2) 301  428 %     4       dev.tempered.benchmarks.HandoverPair::pollSlice @ 4 (42 bytes)
        ;   {runtime_call os::breakpoint()}
     0   db00  call   0x7fd429c80170
     5   db05  data16 data16 nop WORD PTR [rax+rax*1+0x0]
     c   db0c  
    10   db10  mov    DWORD PTR [rsp-0x14000],eax
    17   db17  push   rbp
    18   db18  sub    rsp,0x50
    1c   db1c  cmp    DWORD PTR [r15+0x20],0x1
    23   db23  
    24   db24  jne    0x7fd413eedfc1
    2a   db2a  mov    r13,QWORD PTR [rsi+0x18]
    2e   db2e  mov    ebx,DWORD PTR [rsi+0x8]
    31   db31  mov    r14d,DWORD PTR [rsi+0x10]
    35   db35  mov    r10,QWORD PTR [r15+0x468]
    3c   db3c  mov    r10,QWORD PTR [r10]
    3f   db3f  mov    QWORD PTR [rsp+0x18],r10
        ;   {runtime_call SharedRuntime::OSR_migration_end(long*)}
    44   db44  mov    rdi,rsi
    47   db47  movabs r10,0x7fd429d53f00
    4e   db4e  
    51   db51  call   r10
        ;   {post_call_nop}
    54   db54  nop    DWORD PTR [rax+rax*1+0x0]
    5b   db5b  
    5c   db5c  mov    r10,QWORD PTR [rsp+0x18]
    61   db61  mov    r10d,DWORD PTR [r10+0x8]
    65   db65  cmp    r10d,0x17eb20
    6c   db6c  jne    0x7fd413eede96
    72   db72  mov    r10d,DWORD PTR [r13+0x8]
    76   db76  cmp    r10d,0x104eba0
    7d   db7d  jne    0x7fd413eede96
    83   db83  xor    r11d,r11d
    86   db86  jmp    0x7fd413eedb98
    88   db88  mov    ebp,0x1
    8d   db8d  pause
    8f   db8f  mov    r10,QWORD PTR [r15+0x30]
    93   db93  test   DWORD PTR [r10],eax
    96   db96  mov    ebx,ebp
    98   db98  mov    r8d,0x2
    9e   db9e  and    r8,QWORD PTR [r13+0x158]
    a5   dba5  mov    r10d,DWORD PTR [r13+0x17c]
    ac   dbac  mov    r9,r10
    af   dbaf  shl    r9,0x3
    b3   dbb3  mov    rcx,QWORD PTR [rsp+0x18]
    b8   dbb8  cmp    r9,rcx
    bb   dbbb  jne    0x7fd413eede63
    c1   dbc1  test   r8,r8
    c4   dbc4  jne    0x7fd413eede6e
    ca   dbca  mov    r9d,DWORD PTR [r13+0x16c]
    d1   dbd1  mov    r10d,DWORD PTR [r12+r9*8+0xc]
    d6   dbd6  mov    r8,QWORD PTR [r13+0x150]
    dd   dbdd  lea    rcx,[r12+r9*8]
    e1   dbe1  mov    edi,r8d
    e4   dbe4  and    edi,DWORD PTR [r13+0x168]
    eb   dbeb  lea    edx,[rdi+0x20]
    ee   dbee  cmp    edx,r10d
    f1   dbf1  jae    0x7fd413eede58
    f7   dbf7  movsxd rdi,edi
    fa   dbfa  shl    rdi,0x2
    fe   dbfe  mov    r10d,DWORD PTR [rcx+rdi*1+0x90]
   105   dc05  
   106   dc06  test   r10d,r10d
   109   dc09  je     0x7fd413eedd36
   10f   dc0f  mov    edx,DWORD PTR [r12+r9*8+0x8]
   114   dc14  inc    r8
   117   dc17  mov    QWORD PTR [r13+0x150],r8
   11e   dc1e  cmp    edx,0x172408
   124   dc24  jne    0x7fd413eede7a
   12a   dc2a  inc    r14d
   12d   dc2d  xor    r8,r8
   130   dc30  lea    rbx,[rcx+rdi*1+0x90]
   137   dc37  
   138   dc38  cmp    BYTE PTR [r15+0x48],0x0
   13d   dc3d  jne    0x7fd413eeded5
   143   dc43  mov    DWORD PTR [rbx],r8d
   146   dc46  cmp    r10d,0xd3d02fb2
   14d   dc4d  jne    0x7fd413eedc67
   14f   dc4f  jmp    0x7fd413eedd23
   154   dc54  nop    WORD PTR [rax+rax*1+0x0]
   15a   dc5a  nop    WORD PTR [rax+rax*1+0x0]
        ; ImmutableOopMap {r13=Oop [24]=Oop }
        ;*goto {reexecute=1 rethrow=0 return_oop=0}
        ; - (reexecute) dev.tempered.benchmarks.HandoverPair::pollSlice@39 (line 126)
   160   dc60  mov    r10,QWORD PTR [r15+0x30]
        ;   {poll}
   164   dc64  test   DWORD PTR [r10],eax
   167   dc67  mov    r8d,0x2
   16d   dc6d  and    r8,QWORD PTR [r13+0x158]
   174   dc74  mov    r10d,DWORD PTR [r13+0x17c]
   17b   dc7b  mov    r9,r10
   17e   dc7e  shl    r9,0x3
   182   dc82  mov    rcx,QWORD PTR [rsp+0x18]
   187   dc87  cmp    r9,rcx
   18a   dc8a  jne    0x7fd413eeddac
   190   dc90  test   r8,r8
   193   dc93  jne    0x7fd413eeddd0
   199   dc99  mov    r9d,DWORD PTR [r13+0x16c]
        ; implicit exception: dispatches to 0x00007fd413eedeb4
   1a0   dca0  mov    r10d,DWORD PTR [r12+r9*8+0xc]
   1a5   dca5  mov    r8,QWORD PTR [r13+0x150]
   1ac   dcac  lea    rcx,[r12+r9*8]
   1b0   dcb0  mov    ebx,r8d
   1b3   dcb3  and    ebx,DWORD PTR [r13+0x168]
   1ba   dcba  lea    edx,[rbx+0x20]
   1bd   dcbd  cmp    edx,r10d
   1c0   dcc0  jae    0x7fd413eedd73
   1c6   dcc6  movsxd rdi,ebx
   1c9   dcc9  shl    rdi,0x2
   1cd   dccd  mov    r10d,DWORD PTR [rcx+rdi*1+0x90]
   1d4   dcd4  
   1d5   dcd5  test   r10d,r10d
   1d8   dcd8  je     0x7fd413eedb88
   1de   dcde  mov    r9d,DWORD PTR [r12+r9*8+0x8]
   1e3   dce3  inc    r8
   1e6   dce6  mov    QWORD PTR [r13+0x150],r8
   1ed   dced  cmp    r9d,0x172408
   1f4   dcf4  jne    0x7fd413eede08
   1fa   dcfa  inc    r14d
   1fd   dcfd  xor    r9,r9
   200   dd00  lea    rbx,[rcx+rdi*1+0x90]
   207   dd07  
   208   dd08  cmp    BYTE PTR [r15+0x48],0x0
   20d   dd0d  jne    0x7fd413eedf40
   213   dd13  mov    DWORD PTR [rbx],r9d
   216   dd16  cmp    r10d,0xd3d02fb2
   21d   dd1d  jne    0x7fd413eedc60
   223   dd23  mov    eax,r14d
   226   dd26  add    rsp,0x50
   22a   dd2a  pop    rbp
   22b   dd2b  cmp    rsp,QWORD PTR [r15+0x28]
   22f   dd2f  ja     0x7fd413eedfab
   235   dd35  ret
   236   dd36  lea    ebp,[rbx+0x1]
   239   dd39  cmp    ebx,0x64
   23c   dd3c  jl     0x7fd413eedb8d
   242   dd42  mov    DWORD PTR [rsp+0xc],r11d
   247   dd47  mov    DWORD PTR [rsp+0x8],r14d
   24c   dd4c  mov    QWORD PTR [rsp],r13
        ;   {static_call}
   250   dd50  data16 xchg ax,ax
   253   dd53  call   0x7fd413ee8510
        ;   {post_call_nop}
   258   dd58  nop    DWORD PTR [rax+rax*1+0x2000350]
   25f   dd5f  
   260   dd60  mov    r13,QWORD PTR [rsp]
   264   dd64  mov    r14d,DWORD PTR [rsp+0x8]
   269   dd69  mov    r11d,DWORD PTR [rsp+0xc]
   26e   dd6e  jmp    0x7fd413eedb8f
   273   dd73  mov    ebp,r14d
   276   dd76  mov    esi,0xffffffe4
   27b   dd7b  mov    QWORD PTR [rsp+0x8],r13
   280   dd80  mov    QWORD PTR [rsp+0x10],r8
   285   dd85  mov    DWORD PTR [rsp+0x18],r9d
   28a   dd8a  mov    QWORD PTR [rsp+0x20],rcx
   28f   dd8f  mov    DWORD PTR [rsp+0x28],edx
   293   dd93  mov    DWORD PTR [rsp+0x2c],r10d
   298   dd98  mov    DWORD PTR [rsp+0x30],r11d
   29d   dd9d  xchg   ax,ax
   29f   dd9f  call   0x7fd413a6c160
        ;   {post_call_nop}
   2a4   dda4  nop    DWORD PTR [rax+rax*1+0x300039c]
   2ab   ddab  
   2ac   ddac  mov    ebp,r14d
   2af   ddaf  mov    esi,0xffffff45
   2b4   ddb4  mov    QWORD PTR [rsp+0x8],r13
   2b9   ddb9  mov    DWORD PTR [rsp+0x10],r10d
   2be   ddbe  mov    DWORD PTR [rsp+0x14],r11d
   2c3   ddc3  call   0x7fd413a6c160
        ;   {post_call_nop}
   2c8   ddc8  nop    DWORD PTR [rax+rax*1+0x40003c0]
   2cf   ddcf  
   2d0   ddd0  mov    DWORD PTR [rsp],r14d
   2d4   ddd4  xor    r10d,r10d
   2d7   ddd7  cmp    r8,r10
   2da   ddda  mov    ebp,0xffffffff
   2df   dddf  jl     0x7fd413eedde9
   2e1   dde1  setne  bpl
   2e5   dde5  movzx  ebp,bpl
   2e9   dde9  mov    esi,0xffffff45
   2ee   ddee  mov    QWORD PTR [rsp+0x10],r13
   2f3   ddf3  mov    DWORD PTR [rsp+0x4],r11d
        ;   {runtime_call UncommonTrapBlob}
   2f8   ddf8  data16 xchg ax,ax
   2fb   ddfb  call   0x7fd413a6c160
        ;   {post_call_nop}
   300   de00  nop    DWORD PTR [rax+rax*1+0x50003f8]
   307   de07  
   308   de08  shl    r10,0x3
   30c   de0c  mov    r8d,0x7b000000
   312   de12  add    r8,r9
   315   de15  mov    r8,QWORD PTR [r8+0x70]
   319   de19  mov    r8,QWORD PTR [r8]
   31c   de1c  mov    ebp,r14d
   31f   de1f  add    rdi,0x90
   326   de26  mov    esi,0xffffff45
   32b   de2b  mov    QWORD PTR [rsp+0x8],r13
   330   de30  mov    QWORD PTR [rsp+0x18],rdi
   335   de35  mov    QWORD PTR [rsp+0x20],rcx
   33a   de3a  mov    DWORD PTR [rsp+0x28],r11d
   33f   de3f  mov    QWORD PTR [rsp+0x30],r10
   344   de44  mov    QWORD PTR [rsp+0x38],r8
   349   de49  xchg   ax,ax
   34b   de4b  call   0x7fd413a6c160
        ;   {post_call_nop}
   350   de50  nop    DWORD PTR [rax+rax*1+0x6000448]
   357   de57  
   358   de58  mov    ebp,r14d
   35b   de5b  mov    r11d,ebx
   35e   de5e  jmp    0x7fd413eedd76
   363   de63  mov    ebp,r14d
   366   de66  mov    r11d,ebx
   369   de69  jmp    0x7fd413eeddaf
   36e   de6e  mov    DWORD PTR [rsp],r14d
   372   de72  mov    r11d,ebx
   375   de75  jmp    0x7fd413eeddd4
   37a   de7a  shl    r10,0x3
   37e   de7e  mov    r11d,0x7b000000
   384   de84  add    r11,rdx
   387   de87  mov    r11,QWORD PTR [r11+0x70]
   38b   de8b  mov    r8,QWORD PTR [r11]
   38e   de8e  mov    ebp,r14d
   391   de91  mov    r11d,ebx
   394   de94  jmp    0x7fd413eede1f
   396   de96  mov    esi,0xffffffbe
   39b   de9b  mov    rbp,r13
   39e   de9e  mov    DWORD PTR [rsp],r14d
   3a2   dea2  mov    DWORD PTR [rsp+0x4],ebx
   3a6   dea6  nop
   3a7   dea7  call   0x7fd413a6c160
        ;   {post_call_nop}
   3ac   deac  nop    DWORD PTR [rax+rax*1+0x70004a4]
   3b3   deb3  
   3b4   deb4  mov    esi,0xffffff56
   3b9   deb9  xchg   ax,ax
   3bb   debb  call   0x7fd413a6c160
        ;   {post_call_nop}
   3c0   dec0  nop    DWORD PTR [rax+rax*1+0x80004b8]
   3c7   dec7  
   3c8   dec8  mov    rsi,rax
   3cb   decb  add    rsp,0x50
   3cf   decf  pop    rbp
        ;   {runtime_call C2 Runtime rethrow}
   3d0   ded0  jmp    0x7fd413a74860
   3d5   ded5  mov    r9d,DWORD PTR [rbx]
   3d8   ded8  shl    r9,0x3
   3dc   dedc  cmp    r9,0x0
   3e0   dee0  je     0x7fd413eedc43
   3e6   dee6  mov    rdx,QWORD PTR [r15+0x38]
   3ea   deea  test   rdx,rdx
   3ed   deed  je     0x7fd413eedf07
   3f3   def3  sub    rdx,0x8
   3f7   def7  mov    QWORD PTR [r15+0x38],rdx
   3fb   defb  add    rdx,QWORD PTR [r15+0x40]
   3ff   deff  mov    QWORD PTR [rdx],r9
   402   df02  jmp    0x7fd413eedc43
   407   df07  sub    rsp,0x20
   40b   df0b  mov    QWORD PTR [rsp+0x18],r10
   410   df10  mov    QWORD PTR [rsp+0x10],r11
   415   df15  mov    QWORD PTR [rsp+0x8],r8
   41a   df1a  mov    rdi,r9
   41d   df1d  mov    rsi,r15
        ;   {runtime_call G1BarrierSetRuntime::write_ref_field_pre_entry(oopDesc*, JavaThread*)}
   420   df20  call   0x7fd4296ab130
   425   df25  mov    r8,QWORD PTR [rsp+0x8]
   42a   df2a  mov    r11,QWORD PTR [rsp+0x10]
   42f   df2f  mov    r10,QWORD PTR [rsp+0x18]
   434   df34  vzeroupper
   437   df37  add    rsp,0x20
   43b   df3b  jmp    0x7fd413eedc43
   440   df40  mov    r8d,DWORD PTR [rbx]
   443   df43  shl    r8,0x3
   447   df47  cmp    r8,0x0
   44b   df4b  je     0x7fd413eedd13
   451   df51  mov    rdx,QWORD PTR [r15+0x38]
   455   df55  test   rdx,rdx
   458   df58  je     0x7fd413eedf72
   45e   df5e  sub    rdx,0x8
   462   df62  mov    QWORD PTR [r15+0x38],rdx
   466   df66  add    rdx,QWORD PTR [r15+0x40]
   46a   df6a  mov    QWORD PTR [rdx],r8
   46d   df6d  jmp    0x7fd413eedd13
   472   df72  sub    rsp,0x20
   476   df76  mov    QWORD PTR [rsp+0x18],r10
   47b   df7b  mov    QWORD PTR [rsp+0x10],r11
   480   df80  mov    QWORD PTR [rsp+0x8],r9
   485   df85  mov    rdi,r8
        ;   {runtime_call G1BarrierSetRuntime::write_ref_field_pre_entry(oopDesc*, JavaThread*)}
   488   df88  mov    rsi,r15
   48b   df8b  call   0x7fd4296ab130
   490   df90  mov    r9,QWORD PTR [rsp+0x8]
   495   df95  mov    r11,QWORD PTR [rsp+0x10]
   49a   df9a  mov    r10,QWORD PTR [rsp+0x18]
   49f   df9f  vzeroupper
   4a2   dfa2  add    rsp,0x20
   4a6   dfa6  jmp    0x7fd413eedd13
   4ab   dfab  movabs r10,0x7fd413eedd2b
   4b2   dfb2  
   4b5   dfb5  mov    QWORD PTR [r15+0x538],r10
        ;   {runtime_call SafepointBlob}
   4bc   dfbc  jmp    0x7fd413989b60
   4c1   dfc1  call   0x7fd4139705c0
   4c6   dfc6  jmp    0x7fd413eedb2a
   4cb   dfcb  hlt
   4cc   dfcc  hlt
   4cd   dfcd  hlt
   4ce   dfce  hlt
   4cf   dfcf  hlt
        [Stub Code]
        ;   {static_stub}
   4d0   dfd0  movabs rbx,0x0
   4d7   dfd7  
   4da   dfda  jmp    0x7fd413eedfda
   4df   dfdf  jmp    0x7fd413a6c460
        [Deopt Handler Code]
   4e4   dfe4  call   0x7fd413eedfe9
   4e9   dfe9  sub    QWORD PTR [rsp],0x5
   4ee   dfee  jmp    0x7fd4139882e0
   4f3   dff3  hlt
   4f4   dff4  hlt
   4f5   dff5  hlt
   4f6   dff6  hlt
   4f7   dff7  hlt
====================================================================================================
Compiled method (c2) 355  432       4       dev.tempered.benchmarks.HandoverPair::pollSlice (42 bytes)
     0   1a80  mov    DWORD PTR [rsp-0x14000],eax
     7   1a87  push   rbp
     8   1a88  sub    rsp,0x50
     c   1a8c  cmp    DWORD PTR [r15+0x20],0x1
    13   1a93  
    14   1a94  jne    0x7fd413ef1f28
    1a   1a9a  mov    r8,rsi
    1d   1a9d  mov    r10,QWORD PTR [r15+0x468]
    24   1aa4  mov    r13,QWORD PTR [r10]
    27   1aa7  mov    r11d,DWORD PTR [r13+0x8]
    2b   1aab  cmp    r11d,0x17eb20
    32   1ab2  jne    0x7fd413ef1dcf
        ; implicit exception: dispatches to 0x00007fd413ef1dcf
    38   1ab8  mov    r11d,DWORD PTR [rsi+0x8]
        ;   {metadata('dev/tempered/runtime/v1/TemperedLinkedBlockingQueue$CheckedSignallingBoundedRing')}
    3c   1abc  cmp    r11d,0x104eba0
    43   1ac3  jne    0x7fd413ef1dcf
    49   1ac9  mov    rcx,rsi
    4c   1acc  xor    r10d,r10d
    4f   1acf  xor    r8d,r8d
    52   1ad2  xor    esi,esi
    54   1ad4  jmp    0x7fd413ef1ae7
    56   1ad6  mov    ebp,0x1
    5b   1adb  pause
    5d   1add  mov    r10,QWORD PTR [r15+0x30]
    61   1ae1  test   DWORD PTR [r10],eax
    64   1ae4  mov    r10d,ebp
    67   1ae7  mov    ebx,0x2
    6c   1aec  and    rbx,QWORD PTR [rcx+0x158]
    73   1af3  mov    r9d,DWORD PTR [rcx+0x17c]
    7a   1afa  mov    r11,r9
    7d   1afd  shl    r11,0x3
    81   1b01  cmp    r11,r13
    84   1b04  jne    0x7fd413ef1d9e
    8a   1b0a  test   rbx,rbx
    8d   1b0d  jne    0x7fd413ef1da8
    93   1b13  mov    edx,DWORD PTR [rcx+0x16c]
    99   1b19  mov    r11d,DWORD PTR [r12+rdx*8+0xc]
    9e   1b1e  mov    rdi,QWORD PTR [rcx+0x150]
    a5   1b25  lea    rbx,[r12+rdx*8]
    a9   1b29  mov    eax,edi
    ab   1b2b  and    eax,DWORD PTR [rcx+0x168]
    b1   1b31  lea    r9d,[rax+0x20]
    b5   1b35  cmp    r9d,r11d
    b8   1b38  jae    0x7fd413ef1d94
    be   1b3e  movsxd r9,eax
    c1   1b41  shl    r9,0x2
    c5   1b45  mov    r11d,DWORD PTR [rbx+r9*1+0x90]
    cc   1b4c  
    cd   1b4d  test   r11d,r11d
    d0   1b50  je     0x7fd413ef1c6d
    d6   1b56  mov    edx,DWORD PTR [r12+rdx*8+0x8]
    db   1b5b  inc    rdi
    de   1b5e  mov    QWORD PTR [rcx+0x150],rdi
    e5   1b65  cmp    edx,0x172408
    eb   1b6b  jne    0x7fd413ef1db3
    f1   1b71  inc    esi
    f3   1b73  xor    r10,r10
    f6   1b76  lea    rdi,[rbx+r9*1+0x90]
    fd   1b7d  
    fe   1b7e  cmp    BYTE PTR [r15+0x48],0x0
   103   1b83  jne    0x7fd413ef1e05
   109   1b89  mov    DWORD PTR [rdi],r10d
        ;   {oop(a 'java/lang/Object'{0x000000069e817d90})}
   10c   1b8c  cmp    r11d,0xd3d02fb2
   113   1b93  jne    0x7fd413ef1ba7
   115   1b95  jmp    0x7fd413ef1c5b
   11a   1b9a  nop    WORD PTR [rax+rax*1+0x0]
        ; ImmutableOopMap {rcx=Oop r13=Oop }
        ;*goto {reexecute=1 rethrow=0 return_oop=0}
        ; - (reexecute) dev.tempered.benchmarks.HandoverPair::pollSlice@39 (line 126)
   120   1ba0  mov    r10,QWORD PTR [r15+0x30]
        ;   {poll}
   124   1ba4  test   DWORD PTR [r10],eax
   127   1ba7  mov    ebx,0x2
   12c   1bac  and    rbx,QWORD PTR [rcx+0x158]
   133   1bb3  mov    r9d,DWORD PTR [rcx+0x17c]
   13a   1bba  mov    r10,r9
   13d   1bbd  shl    r10,0x3
   141   1bc1  cmp    r10,r13
   144   1bc4  jne    0x7fd413ef1cec
   14a   1bca  test   rbx,rbx
   14d   1bcd  jne    0x7fd413ef1d14
   153   1bd3  mov    edx,DWORD PTR [rcx+0x16c]
   159   1bd9  mov    r11d,DWORD PTR [r12+rdx*8+0xc]
   15e   1bde  mov    rdi,QWORD PTR [rcx+0x150]
   165   1be5  lea    rbx,[r12+rdx*8]
   169   1be9  mov    r10d,edi
   16c   1bec  and    r10d,DWORD PTR [rcx+0x168]
   173   1bf3  lea    r9d,[r10+0x20]
   177   1bf7  cmp    r9d,r11d
   17a   1bfa  jae    0x7fd413ef1cb3
   180   1c00  movsxd r9,r10d
   183   1c03  shl    r9,0x2
   187   1c07  mov    r11d,DWORD PTR [rbx+r9*1+0x90]
   18e   1c0e  
   18f   1c0f  test   r11d,r11d
   192   1c12  je     0x7fd413ef1ad6
   198   1c18  mov    r10d,DWORD PTR [r12+rdx*8+0x8]
   19d   1c1d  inc    rdi
   1a0   1c20  mov    QWORD PTR [rcx+0x150],rdi
   1a7   1c27  cmp    r10d,0x172408
   1ae   1c2e  jne    0x7fd413ef1d48
   1b4   1c34  inc    esi
   1b6   1c36  xor    rdi,rdi
   1b9   1c39  lea    rdx,[rbx+r9*1+0x90]
   1c0   1c40  
   1c1   1c41  cmp    BYTE PTR [r15+0x48],0x0
   1c6   1c46  jne    0x7fd413ef1e8b
        ;   {oop(a 'java/lang/Object'{0x000000069e817d90})}
   1cc   1c4c  mov    DWORD PTR [rdx],edi
   1ce   1c4e  cmp    r11d,0xd3d02fb2
   1d5   1c55  jne    0x7fd413ef1ba0
   1db   1c5b  mov    eax,esi
   1dd   1c5d  add    rsp,0x50
   1e1   1c61  pop    rbp
   1e2   1c62  cmp    rsp,QWORD PTR [r15+0x28]
   1e6   1c66  ja     0x7fd413ef1f12
   1ec   1c6c  ret
   1ed   1c6d  lea    ebp,[r10+0x1]
   1f1   1c71  cmp    r10d,0x64
   1f5   1c75  jl     0x7fd413ef1adb
   1fb   1c7b  mov    DWORD PTR [rsp+0x14],esi
   1ff   1c7f  mov    DWORD PTR [rsp+0x10],r8d
   204   1c84  mov    QWORD PTR [rsp+0x8],rcx
   209   1c89  mov    QWORD PTR [rsp],r13
   20d   1c8d  xchg   ax,ax
   20f   1c8f  call   0x7fd413ee8510
        ;   {post_call_nop}
   214   1c94  nop    DWORD PTR [rax+rax*1+0x200030c]
   21b   1c9b  
   21c   1c9c  mov    r13,QWORD PTR [rsp]
   220   1ca0  mov    rcx,QWORD PTR [rsp+0x8]
   225   1ca5  mov    r8d,DWORD PTR [rsp+0x10]
   22a   1caa  mov    esi,DWORD PTR [rsp+0x14]
   22e   1cae  jmp    0x7fd413ef1add
   233   1cb3  mov    ebp,esi
   235   1cb5  mov    esi,0xffffffe4
   23a   1cba  mov    DWORD PTR [rsp+0x8],r8d
   23f   1cbf  mov    QWORD PTR [rsp+0x10],rcx
   244   1cc4  mov    QWORD PTR [rsp+0x18],rdi
   249   1cc9  mov    DWORD PTR [rsp+0xc],edx
   24d   1ccd  mov    QWORD PTR [rsp+0x28],rbx
   252   1cd2  mov    DWORD PTR [rsp+0x24],r9d
   257   1cd7  mov    DWORD PTR [rsp+0x30],r11d
        ;   {runtime_call UncommonTrapBlob}
   25c   1cdc  data16 xchg ax,ax
   25f   1cdf  call   0x7fd413a6c160
        ;   {post_call_nop}
   264   1ce4  nop    DWORD PTR [rax+rax*1+0x300035c]
   26b   1ceb  
   26c   1cec  mov    ebp,esi
   26e   1cee  mov    esi,0xffffff45
   273   1cf3  mov    DWORD PTR [rsp+0x8],r8d
   278   1cf8  mov    QWORD PTR [rsp+0x10],rcx
   27d   1cfd  mov    DWORD PTR [rsp+0xc],r9d
   282   1d02  mov    QWORD PTR [rsp+0x18],r13
   287   1d07  call   0x7fd413a6c160
        ;   {post_call_nop}
   28c   1d0c  nop    DWORD PTR [rax+rax*1+0x4000384]
   293   1d13  
   294   1d14  mov    DWORD PTR [rsp],esi
   297   1d17  xor    r10d,r10d
   29a   1d1a  cmp    rbx,r10
   29d   1d1d  mov    ebp,0xffffffff
   2a2   1d22  jl     0x7fd413ef1d2c
   2a4   1d24  setne  bpl
   2a8   1d28  movzx  ebp,bpl
   2ac   1d2c  mov    esi,0xffffff45
   2b1   1d31  mov    DWORD PTR [rsp+0x4],r8d
   2b6   1d36  mov    QWORD PTR [rsp+0x10],rcx
   2bb   1d3b  call   0x7fd413a6c160
        ;   {post_call_nop}
   2c0   1d40  nop    DWORD PTR [rax+rax*1+0x50003b8]
   2c7   1d47  
   2c8   1d48  lea    rdi,[r12+r11*8]
   2cc   1d4c  mov    r11d,0x7b000000
   2d2   1d52  add    r11,r10
   2d5   1d55  mov    r10,QWORD PTR [r11+0x70]
   2d9   1d59  mov    rbp,QWORD PTR [r10]
   2dc   1d5c  mov    DWORD PTR [rsp],esi
   2df   1d5f  add    r9,0x90
   2e6   1d66  mov    esi,0xffffff45
   2eb   1d6b  mov    DWORD PTR [rsp+0x4],r8d
   2f0   1d70  mov    QWORD PTR [rsp+0x10],rcx
   2f5   1d75  mov    QWORD PTR [rsp+0x20],r9
   2fa   1d7a  mov    QWORD PTR [rsp+0x28],rbx
   2ff   1d7f  mov    QWORD PTR [rsp+0x30],rdi
        ;   {runtime_call UncommonTrapBlob}
   304   1d84  data16 xchg ax,ax
   307   1d87  call   0x7fd413a6c160
        ;   {post_call_nop}
   30c   1d8c  nop    DWORD PTR [rax+rax*1+0x6000404]
   313   1d93  
   314   1d94  mov    ebp,esi
   316   1d96  mov    r8d,r10d
   319   1d99  jmp    0x7fd413ef1cb5
   31e   1d9e  mov    ebp,esi
   320   1da0  mov    r8d,r10d
   323   1da3  jmp    0x7fd413ef1cee
   328   1da8  mov    DWORD PTR [rsp],esi
   32b   1dab  mov    r8d,r10d
   32e   1dae  jmp    0x7fd413ef1d17
   333   1db3  lea    rdi,[r12+r11*8]
   337   1db7  mov    r11d,0x7b000000
   33d   1dbd  add    r11,rdx
   340   1dc0  mov    r11,QWORD PTR [r11+0x70]
   344   1dc4  mov    rbp,QWORD PTR [r11]
   347   1dc7  mov    DWORD PTR [rsp],esi
   34a   1dca  mov    r8d,r10d
   34d   1dcd  jmp    0x7fd413ef1d5f
   34f   1dcf  mov    esi,0xffffffbe
        ;   {runtime_call UncommonTrapBlob}
   354   1dd4  mov    rbp,r8
   357   1dd7  call   0x7fd413a6c160
        ;   {post_call_nop}
   35c   1ddc  nop    DWORD PTR [rax+rax*1+0x7000454]
   363   1de3  
   364   1de4  mov    esi,0xffffff56
   369   1de9  xchg   ax,ax
   36b   1deb  call   0x7fd413a6c160
        ;   {post_call_nop}
   370   1df0  nop    DWORD PTR [rax+rax*1+0x8000468]
   377   1df7  
   378   1df8  mov    rsi,rax
   37b   1dfb  add    rsp,0x50
   37f   1dff  pop    rbp
        ;   {runtime_call C2 Runtime rethrow}
   380   1e00  jmp    0x7fd413a74860
   385   1e05  mov    edx,DWORD PTR [rdi]
   387   1e07  shl    rdx,0x3
   38b   1e0b  cmp    rdx,0x0
   38f   1e0f  je     0x7fd413ef1b89
   395   1e15  mov    rax,QWORD PTR [r15+0x38]
   399   1e19  test   rax,rax
   39c   1e1c  je     0x7fd413ef1e36
   3a2   1e22  sub    rax,0x8
   3a6   1e26  mov    QWORD PTR [r15+0x38],rax
   3aa   1e2a  add    rax,QWORD PTR [r15+0x40]
   3ae   1e2e  mov    QWORD PTR [rax],rdx
   3b1   1e31  jmp    0x7fd413ef1b89
   3b6   1e36  sub    rsp,0x30
   3ba   1e3a  mov    QWORD PTR [rsp+0x28],r10
   3bf   1e3f  mov    QWORD PTR [rsp+0x20],r11
   3c4   1e44  mov    QWORD PTR [rsp+0x18],r8
   3c9   1e49  mov    QWORD PTR [rsp+0x10],rcx
   3ce   1e4e  mov    QWORD PTR [rsp+0x8],rdi
   3d3   1e53  mov    QWORD PTR [rsp],rsi
   3d7   1e57  mov    rdi,rdx
   3da   1e5a  mov    rsi,r15
   3dd   1e5d  call   0x7fd4296ab130
   3e2   1e62  mov    rsi,QWORD PTR [rsp]
   3e6   1e66  mov    rdi,QWORD PTR [rsp+0x8]
   3eb   1e6b  mov    rcx,QWORD PTR [rsp+0x10]
   3f0   1e70  mov    r8,QWORD PTR [rsp+0x18]
   3f5   1e75  mov    r11,QWORD PTR [rsp+0x20]
   3fa   1e7a  mov    r10,QWORD PTR [rsp+0x28]
   3ff   1e7f  vzeroupper
   402   1e82  add    rsp,0x30
   406   1e86  jmp    0x7fd413ef1b89
   40b   1e8b  mov    r10d,DWORD PTR [rdx]
   40e   1e8e  shl    r10,0x3
   412   1e92  cmp    r10,0x0
   416   1e96  je     0x7fd413ef1c4c
   41c   1e9c  mov    rax,QWORD PTR [r15+0x38]
   420   1ea0  test   rax,rax
   423   1ea3  je     0x7fd413ef1ebd
   429   1ea9  sub    rax,0x8
   42d   1ead  mov    QWORD PTR [r15+0x38],rax
   431   1eb1  add    rax,QWORD PTR [r15+0x40]
   435   1eb5  mov    QWORD PTR [rax],r10
   438   1eb8  jmp    0x7fd413ef1c4c
   43d   1ebd  sub    rsp,0x30
   441   1ec1  mov    QWORD PTR [rsp+0x28],r11
   446   1ec6  mov    QWORD PTR [rsp+0x20],r8
   44b   1ecb  mov    QWORD PTR [rsp+0x18],rcx
   450   1ed0  mov    QWORD PTR [rsp+0x10],rdi
   455   1ed5  mov    QWORD PTR [rsp+0x8],rdx
   45a   1eda  mov    QWORD PTR [rsp],rsi
   45e   1ede  mov    rdi,r10
   461   1ee1  mov    rsi,r15
        ;   {runtime_call G1BarrierSetRuntime::write_ref_field_pre_entry(oopDesc*, JavaThread*)}
   464   1ee4  call   0x7fd4296ab130
   469   1ee9  mov    rsi,QWORD PTR [rsp]
   46d   1eed  mov    rdx,QWORD PTR [rsp+0x8]
   472   1ef2  mov    rdi,QWORD PTR [rsp+0x10]
   477   1ef7  mov    rcx,QWORD PTR [rsp+0x18]
   47c   1efc  mov    r8,QWORD PTR [rsp+0x20]
   481   1f01  mov    r11,QWORD PTR [rsp+0x28]
   486   1f06  vzeroupper
   489   1f09  add    rsp,0x30
   48d   1f0d  jmp    0x7fd413ef1c4c
   492   1f12  movabs r10,0x7fd413ef1c62
   499   1f19  
   49c   1f1c  mov    QWORD PTR [r15+0x538],r10
   4a3   1f23  jmp    0x7fd413989b60
        ;   {runtime_call Stub::method_entry_barrier}
   4a8   1f28  call   0x7fd4139705c0
   4ad   1f2d  jmp    0x7fd413ef1a9a
   4b2   1f32  hlt
   4b3   1f33  hlt
   4b4   1f34  hlt
   4b5   1f35  hlt
   4b6   1f36  hlt
   4b7   1f37  hlt
        [Stub Code]
        ;   {static_stub}
   4b8   1f38  movabs rbx,0x0
   4bf   1f3f  
   4c2   1f42  jmp    0x7fd413ef1f42
   4c7   1f47  jmp    0x7fd413a6c460
        [Deopt Handler Code]
   4cc   1f4c  call   0x7fd413ef1f51
   4d1   1f51  sub    QWORD PTR [rsp],0x5
   4d6   1f56  jmp    0x7fd4139882e0
   4db   1f5b  hlt
   4dc   1f5c  hlt
   4dd   1f5d  hlt
   4de   1f5e  hlt
   4df   1f5f  hlt
